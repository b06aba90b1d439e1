import type { TLedgerEntry } from '@sidecamp/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LedgerRow } from './LedgerRow';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) =>
      options ? `${key} ${JSON.stringify(options)}` : key,
    i18n: { language: 'en-GB' },
  }),
}));

const entry = (overrides: Partial<TLedgerEntry>): TLedgerEntry => ({
  id: 1,
  code: 'I22',
  label: 'Post bonus',
  walletLabel: null,
  amount: 3,
  balanceAfter: 40,
  causeType: 'post',
  causeId: '12',
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  ...overrides,
});

const show = (line: TLedgerEntry) =>
  render(
    <MemoryRouter>
      <ul>
        <LedgerRow entry={line} />
      </ul>
    </MemoryRouter>,
  );

describe('LedgerRow: a wallet line in words', () => {
  it('leads with what it was, then when, what for (a link) and the balance, the code last', () => {
    show(entry({}));
    const row = screen.getByRole('listitem');
    expect(row.querySelector('p')?.textContent).toBe('Post bonus');
    expect(screen.getByRole('link', { name: 'wallet.cause.post' }).getAttribute('href')).toBe(
      '/lounge/posts/12',
    );
    expect(row.querySelector('time')?.textContent).toBe('3 hours ago');
    const details = row.querySelectorAll('p')[1]?.textContent ?? '';
    expect(details.indexOf('3 hours ago')).toBeLessThan(details.indexOf('wallet.cause.post'));
    expect(details.trimEnd().endsWith('wallet.codeShort {"code":"I22"}')).toBe(true);
    expect(row.textContent).toContain('wallet.direction.income +3');
  });

  it('says a spend is one and links nowhere when the cause names no page', () => {
    show(entry({ code: 'D12', label: 'Task deleted', amount: -2, causeType: 'task', causeId: '9' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toContain('wallet.direction.deduction −2');
  });
});
