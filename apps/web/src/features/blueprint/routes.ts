/*
 * The blueprint feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';

const BlueprintPage = lazyPage(
  () => import('./pages/BlueprintPage'),
  (m) => m.BlueprintPage,
  ['blueprint'],
);
const AnalysisPage = lazyPage(
  () => import('./pages/AnalysisPage'),
  (m) => m.AnalysisPage,
  ['blueprint'],
);
const CaseAnalysisPage = lazyPage(
  () => import('./pages/AnalysisPage'),
  (m) => m.CaseAnalysisPage,
  ['blueprint'],
);

export const blueprintRoutes: RouteObject[] = [
  { path: 'blueprint', Component: BlueprintPage },
  { path: 'blueprint/:analysisId', Component: AnalysisPage },
  { path: 'blueprint/cases/:analysisId', Component: CaseAnalysisPage },
];
