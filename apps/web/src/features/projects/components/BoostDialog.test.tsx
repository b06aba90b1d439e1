import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { projectApi } from '../api/projectApi';
import { BoostDialog } from './BoostDialog';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) =>
      options ? `${key}:${JSON.stringify(options)}` : key,
  }),
}));
const balance = vi.hoisted(() => ({ value: 15 as number | undefined }));
// Only the balance is faked: the shortfall rule and its alert are the payments feature's own.
vi.mock('../../payments', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../payments')>()),
  usePointsSummary: () => ({ data: balance.value === undefined ? undefined : { balance: balance.value } }),
}));
vi.mock('../api/projectApi', () => ({ projectApi: { boost: vi.fn() } }));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const confirmButton = () => screen.getByRole('button', { name: /^boost\.confirm/ });

beforeEach(() => {
  // jsdom has no CSS.escape, which react-aria's modal asks for (the keys it escapes are plain words).
  if (typeof CSS === 'undefined' || !CSS.escape)
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
  balance.value = 15;
  vi.mocked(projectApi.boost).mockReset();
});

describe('BoostDialog', () => {
  it('states the price and the balance and charges nothing until confirmed', () => {
    render(<BoostDialog projectNo={7} projectName="Harbour" onClose={() => {}} />, { wrapper });
    expect(screen.getByText(/boost\.body:.*"name":"Harbour".*"count":10.*"days":7/)).toBeTruthy();
    expect(screen.getByText('boost.balance:{"count":15}')).toBeTruthy();
    expect(projectApi.boost).not.toHaveBeenCalled();
  });

  it('sends one Idempotency-Key however often the confirmation is pressed', async () => {
    vi.mocked(projectApi.boost).mockReturnValue(new Promise(() => {}));
    render(<BoostDialog projectNo={7} projectName="Harbour" onClose={() => {}} />, { wrapper });
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    await waitFor(() => expect(projectApi.boost).toHaveBeenCalled());
    const keys = new Set(vi.mocked(projectApi.boost).mock.calls.map((call) => call[1]));
    expect(keys.size).toBe(1);
    expect(vi.mocked(projectApi.boost).mock.calls[0]?.[0]).toBe(7);
  });

  it('sends once for a double press, before the pending state has disabled the button', async () => {
    vi.mocked(projectApi.boost).mockReturnValue(new Promise(() => {}));
    render(<BoostDialog projectNo={7} projectName="Harbour" onClose={() => {}} />, { wrapper });
    const button = confirmButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(projectApi.boost).toHaveBeenCalled());
    expect(projectApi.boost).toHaveBeenCalledTimes(1);
  });

  it('can be confirmed again once a refused attempt has settled', async () => {
    vi.mocked(projectApi.boost)
      .mockRejectedValueOnce(new Error('offline'))
      .mockReturnValue(new Promise(() => {}));
    render(<BoostDialog projectNo={7} projectName="Harbour" onClose={() => {}} />, { wrapper });
    fireEvent.click(confirmButton());
    await waitFor(() => expect(confirmButton().hasAttribute('disabled')).toBe(false));
    await waitFor(() => expect(projectApi.boost).toHaveBeenCalledTimes(1));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(projectApi.boost).toHaveBeenCalledTimes(2));
  });

  it('refuses before sending when the balance is short', () => {
    balance.value = 5;
    render(<BoostDialog projectNo={7} projectName="Harbour" onClose={() => {}} />, { wrapper });
    expect(screen.getByText(/boost\.short/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'points.getPoints' }).getAttribute('href')).toBe('/points');
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(confirmButton());
    expect(projectApi.boost).not.toHaveBeenCalled();
  });
});
