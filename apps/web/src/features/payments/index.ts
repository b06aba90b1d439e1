// What other parts of the app use from payments: the header's level and the points summary.

export { paymentsApi } from './api/paymentsApi';
export { pointsKeys } from './api/pointsKeys';
export { HeaderLevel } from './components/HeaderLevel';
export { LevelProgress } from './components/LevelProgress';
export { usePointsSummary } from './hooks/usePointsSummary';
