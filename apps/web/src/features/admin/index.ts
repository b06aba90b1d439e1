// The admin console's public face: the layout every admin page shares (pages are routed by path).
export { AdminLayout } from './components/AdminLayout';
export { ApprovalsPage } from './components/ApprovalsPage';
export { ContentPage } from './components/ContentPage';
export { PeoplePage } from './components/PeoplePage';
export { ReportsPage } from './components/ReportsPage';
