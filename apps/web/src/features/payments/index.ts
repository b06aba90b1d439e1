// What other parts of the app use from payments: the header's level, the points summary and the
// refusal a paid action shows when the balance is short.

export { paymentsApi } from './api/paymentsApi';
export { pointsKeys } from './api/pointsKeys';
export { HeaderLevel } from './components/HeaderLevel';
export { LevelProgress } from './components/LevelProgress';
export { ShortOfPointsAlert } from './components/ShortOfPointsAlert';
export { usePointsSummary } from './hooks/usePointsSummary';
export { isShortOfPoints } from './shortOfPoints';
