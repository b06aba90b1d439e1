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

/**
 * What `socialError` in the address after a failed social login means, for the login dialog (plain
 * text, no schema: the dialog loads without zod).
 */
export const SOCIAL_LOGIN_ERROR_MESSAGES = {
  denied: 'You cancelled the log-in at the provider.',
  provider_error: 'The provider reported a problem. Please try again.',
  unknown_provider: 'That log-in provider is not available.',
  provider_unavailable: 'The log-in provider cannot be reached right now. Please try again later.',
  invalid_state: 'That log-in link has expired or was already used. Please start again.',
  missing_code: 'The provider did not complete the log-in. Please start again.',
  verification_failed: 'The log-in could not be verified. Please start again.',
  server_error: 'Something went wrong on our side. Please try again.',
  other_browser:
    'This log-in was started in another browser, or more than 10 minutes ago, so you were not logged in: someone may have sent you this link to log you into their account. If you were logging in yourself, start again here.',
} as const;
export type SocialLoginErrorCode = keyof typeof SOCIAL_LOGIN_ERROR_MESSAGES;
