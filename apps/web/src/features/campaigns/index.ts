// Campaigns expose their admin approval queue to the admin console; the pages are routed by path.
export { AdminCampaignQueue } from './pages/AdminCampaignsPage';
