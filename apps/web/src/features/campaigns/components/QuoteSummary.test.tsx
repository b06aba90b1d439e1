import type { TCampaignQuote } from '@sidecamp/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { QuoteSummary } from './QuoteSummary';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string, options?: { count?: number }) => `${key}:${options?.count}` }),
}));

const base: TCampaignQuote = {
  recipients: 12,
  optedOut: null,
  minRecipients: 5,
  lines: [{ code: 'D33', label: 'Notification usage', points: 2 }],
  totalPoints: 2,
  balance: 40,
  needsApproval: false,
  approvalThreshold: 50,
  maxRecipients: 2000,
};

const show = (quote: TCampaignQuote) =>
  render(
    <MemoryRouter>
      <QuoteSummary quote={quote} error={null} isUpdating={false} hasTargets boothName={null} />
    </MemoryRouter>,
  );

describe('QuoteSummary', () => {
  it('says "fewer than k" for a small audience, with no price and no count', () => {
    show({ ...base, recipients: null, lines: [], totalPoints: 0 });
    expect(screen.getByTestId('quote-reach').textContent).toBe('quote.fewer:5');
    expect(screen.getByText('quote.tooFew:5')).toBeTruthy();
    expect(screen.queryByTestId('quote-total')).toBeNull();
  });

  it('tells an audience of k or more exactly, and who it leaves out only when that is k or more too', () => {
    show({ ...base, optedOut: 7 });
    expect(screen.getByTestId('quote-reach').textContent).toBe('quote.reaches:12 quote.optedOut:7');
    expect(screen.getByTestId('quote-total').textContent).toBe('points:2');
  });
});
