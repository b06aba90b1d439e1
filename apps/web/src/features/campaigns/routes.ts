/*
 * The campaigns feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';

const CampaignsPage = lazyPage(
  () => import('./pages/CampaignsPage'),
  (m) => m.CampaignsPage,
  ['campaigns'],
);
const NewCampaignPage = lazyPage(
  () => import('./pages/NewCampaignPage'),
  (m) => m.NewCampaignPage,
  ['campaigns'],
);
const CampaignPage = lazyPage(
  () => import('./pages/CampaignPage'),
  (m) => m.CampaignPage,
  ['campaigns'],
);
const AdminCampaignsPage = lazyPage(
  () => import('./pages/AdminCampaignsPage'),
  (m) => m.AdminCampaignsPage,
  ['campaigns'],
);

export const campaignsRoutes: RouteObject[] = [
  { path: 'campaigns', Component: CampaignsPage },
  { path: 'campaigns/new', Component: NewCampaignPage },
  { path: 'campaigns/:campaignId', Component: CampaignPage },
  { path: 'admin/campaigns', Component: AdminCampaignsPage },
];
