import type { TAccountBannedDetails } from '@sidecamp/domain';
import i18next, { type TFunction } from 'i18next';
import type { ApiError, ApiErrorCode } from './ApiError';

/**
 * Compile-time exhaustiveness: a new ErrorCode in packages/domain fails the type check here until
 * it is mapped. At run time (a server newer than this page) it falls back instead of crashing.
 */
function unmapped(code: never, error: ApiError, t: TFunction<'common'>): string {
  void code;
  return error.message || t('errors.INTERNAL');
}

/** A plain check rather than the zod schema: this file is on every page's first load, zod is not. */
function isBanDetails(details: unknown): details is TAccountBannedDetails {
  if (typeof details !== 'object' || details === null) return false;
  const { reason, until } = details as Record<string, unknown>;
  return (
    typeof reason === 'string' &&
    (until === null || (typeof until === 'string' && !Number.isNaN(Date.parse(until))))
  );
}

/** "Your account is suspended until 3 December 2026: <reason>", from the refusal's details. */
function bannedMessage(error: ApiError, t: TFunction<'common'>): string {
  if (!isBanDetails(error.details)) return t('errors.ACCOUNT_BANNED');
  const { reason, until } = error.details;
  if (until === null) return t('errors.ACCOUNT_BANNED_INDEFINITE', { reason });
  const date = new Intl.DateTimeFormat(i18next.language || 'en', { dateStyle: 'long' }).format(
    new Date(until),
  );
  return t('errors.ACCOUNT_BANNED_UNTIL', { reason, date });
}

/**
 * The one place that turns an error code into what a person reads. Codes whose server message is
 * written for people (it names the field, the conflict, what is not available) show that message;
 * the rest show our own wording so internals never leak into the page.
 */
export function errorMessage(error: ApiError, t: TFunction<'common'>): string {
  const code: ApiErrorCode = error.code;
  switch (code) {
    case 'VALIDATION_FAILED':
    case 'INVALID_CREDENTIALS':
    case 'EMAIL_TAKEN':
    case 'NICKNAME_TAKEN':
    case 'RESET_LINK_INVALID':
    case 'STAGE_TRANSITION_FORBIDDEN':
    case 'POSITION_FULL':
    case 'POSITION_CLOSED':
    case 'NOT_RECRUITING':
    case 'ALREADY_APPLIED':
    case 'ALREADY_MEMBER':
    case 'ALREADY_INVITED':
    case 'LEADER_MUST_HAND_OVER':
    case 'NOT_PROJECT_MEMBER':
    case 'TASK_VERSION_CONFLICT':
    case 'TASK_STAGE_SKIPPED':
    case 'GOAL_STATUS_CONFLICT':
    case 'POINTS_NOT_AVAILABLE':
    case 'INSUFFICIENT_POINTS':
    case 'IDEMPOTENCY_KEY_REUSED':
    case 'NOT_PURCHASABLE':
    case 'QUEST_NOT_CLAIMABLE':
    case 'CAMPAIGN_AUDIENCE_TOO_SMALL':
    case 'AI_CREDITS_EXHAUSTED':
    case 'PLAN_FEATURE_REQUIRED':
    case 'WEBHOOK_REJECTED':
    case 'CONFLICT':
    case 'FORBIDDEN':
    case 'NOT_FOUND':
    case 'NOT_AVAILABLE_YET':
    case 'RATE_LIMITED':
    case 'PAYLOAD_TOO_LARGE':
    case 'UNSUPPORTED_MEDIA_TYPE':
      return error.message || t(`errors.${code}`);
    case 'ACCOUNT_BANNED':
      return bannedMessage(error, t);
    case 'UNAUTHENTICATED':
      return t('errors.UNAUTHENTICATED');
    case 'BAD_REQUEST':
      return t('errors.BAD_REQUEST');
    case 'CSRF_REJECTED':
      return t('errors.CSRF_REJECTED');
    case 'ROUTE_NOT_FOUND':
      return t('errors.ROUTE_NOT_FOUND');
    case 'METHOD_NOT_ALLOWED':
      return t('errors.METHOD_NOT_ALLOWED');
    case 'INTERNAL':
      return t('errors.INTERNAL');
    case 'SERVICE_UNAVAILABLE':
      return t('errors.SERVICE_UNAVAILABLE');
    case 'NETWORK_ERROR':
      return t('errors.NETWORK_ERROR');
    case 'INVALID_RESPONSE':
      return t('errors.INVALID_RESPONSE');
    default:
      return unmapped(code, error, t);
  }
}
