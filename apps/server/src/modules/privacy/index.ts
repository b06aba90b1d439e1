// The privacy area's public face. It composes the other areas' personal-data functions; no other
// module imports it. Its route is composed by app.ts from privacy.routes.ts.
export { DATA_EXPORTS_PER_HOUR } from './privacy.routes';
