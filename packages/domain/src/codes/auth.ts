import { type CodeOf, defineCodes } from './defineCodes';

/**
 * Social login providers by the spec's codes. The spec describes them by kind only; which real
 * provider sits behind each code is server configuration (OpenID Connect / OAuth 2).
 */
export const LOGIN_PROVIDERS = defineCodes([
  { code: '0', label: 'Messenger-based login' },
  { code: '4', label: 'Identity-verification login' },
  { code: '6', label: 'Portal-based login' },
] as const);
export type LoginProviderCode = CodeOf<typeof LOGIN_PROVIDERS>;
