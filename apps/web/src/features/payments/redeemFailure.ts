import type { TFunction } from 'i18next';
import { ApiError } from '../../app/api/ApiError';
import { errorMessage } from '../../app/api/errorMessage';

/** Why a code was not redeemed: a message for the code field, or one for the whole form. */
export type RedeemFailure = { field: string } | { form: string };

/**
 * Where the redeem form shows a refusal. A malformed code (400 naming `code`) belongs next to the
 * field; a wrong or used code (404), one's own card (403) and too many tries (429) are said in the
 * server's plain words above the button; anything else in the app's usual words.
 */
export function redeemFailure(error: unknown, t: TFunction<'common'>): RedeemFailure {
  if (!(error instanceof ApiError)) return { form: t('errors.INTERNAL') };
  const field = error.fieldMessage('code');
  if (field) return { field };
  return { form: errorMessage(error, t) };
}
