/*
 * The payments feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';

const PricingPage = lazyPage(
  () => import('./pages/PricingPage'),
  (m) => m.PricingPage,
  ['payments'],
);
const PointsPage = lazyPage(
  () => import('./pages/PointsPage'),
  (m) => m.PointsPage,
  ['payments'],
);
const WalletPage = lazyPage(
  () => import('./pages/WalletPage'),
  (m) => m.WalletPage,
  ['payments'],
);
const GiftCardsPage = lazyPage(
  () => import('./pages/GiftCardsPage'),
  (m) => m.GiftCardsPage,
  ['payments'],
);
const LevelsPage = lazyPage(
  () => import('./pages/LevelsPage'),
  (m) => m.LevelsPage,
  ['payments'],
);
const TrustPage = lazyPage(
  () => import('./pages/TrustPage'),
  (m) => m.TrustPage,
  ['payments'],
);
const SandboxCheckoutPage = lazyPage(
  () => import('./pages/SandboxCheckoutPage'),
  (m) => m.SandboxCheckoutPage,
  ['payments'],
);

export const paymentsRoutes: RouteObject[] = [
  { path: 'pricing', Component: PricingPage },
  { path: 'points', Component: PointsPage },
  // Each point pack's productPath (packages/domain) leads here with the pack preselected.
  { path: 'points/purchase', Component: PointsPage },
  { path: 'points/history', Component: WalletPage },
  { path: 'points/gift-cards', Component: GiftCardsPage },
  { path: 'levels', Component: LevelsPage },
  { path: 'trust', Component: TrustPage },
  // The built-in sandbox payment provider's checkout page (PAYMENT_PROVIDER=sandbox).
  { path: 'checkout/sandbox/:sessionId', Component: SandboxCheckoutPage },
];
