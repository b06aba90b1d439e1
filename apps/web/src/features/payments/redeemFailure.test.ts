import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api/ApiError';
import { redeemFailure } from './redeemFailure';

// The common namespace's words, reduced to their keys: enough to see which words were chosen.
const t = ((key: string) => `[${key}]`) as unknown as TFunction<'common'>;

describe('redeemFailure', () => {
  it('puts a malformed code next to the field, in the server words', () => {
    const error = new ApiError('VALIDATION_FAILED', 'code: A code is 16 letters and digits.', 400, [
      { field: 'code', message: 'A code is 16 letters and digits, like ABCD-EFGH-JKLM-NPQR.' },
    ]);
    expect(redeemFailure(error, t)).toEqual({
      field: 'A code is 16 letters and digits, like ABCD-EFGH-JKLM-NPQR.',
    });
  });

  it("says a wrong or used code and one's own card above the button, as the server words them", () => {
    const used = new ApiError('NOT_FOUND', 'No gift card has this code, or it was already redeemed.', 404);
    expect(redeemFailure(used, t)).toEqual({
      form: 'No gift card has this code, or it was already redeemed.',
    });
    const own = new ApiError('FORBIDDEN', 'You bought this card: give the code to someone else.', 403);
    expect(redeemFailure(own, t)).toEqual({ form: 'You bought this card: give the code to someone else.' });
  });

  it('keeps internals out of the page', () => {
    expect(redeemFailure(new ApiError('INTERNAL', 'TypeError at line 3', 500), t)).toEqual({
      form: '[errors.INTERNAL]',
    });
    expect(redeemFailure(new Error('boom'), t)).toEqual({ form: '[errors.INTERNAL]' });
    expect(redeemFailure(new ApiError('NETWORK_ERROR', '', 0), t)).toEqual({
      form: '[errors.NETWORK_ERROR]',
    });
  });
});
