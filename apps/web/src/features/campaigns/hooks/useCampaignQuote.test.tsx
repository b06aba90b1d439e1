import type { TCampaignAudienceInput, TCampaignQuote } from '@sidecamp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../app/api/apiClient';
import { QUOTE_DEBOUNCE_MS, useCampaignQuote } from './useCampaignQuote';

vi.mock('../../../app/api/apiClient', () => ({ apiRequest: vi.fn() }));

const quote = (recipients: number): TCampaignQuote => ({
  recipients,
  optedOut: 0,
  minRecipients: 5,
  lines: [],
  totalPoints: recipients,
  balance: 50,
  needsApproval: false,
  approvalThreshold: 50,
  maxRecipients: 2000,
});
const audience = (jobTargets: string[]): TCampaignAudienceInput => ({
  type: '02',
  channel: '01',
  jobTargets,
  experience: null,
  visitPurpose: null,
  region: null,
  boothId: null,
});

function renderQuote(initial: TCampaignAudienceInput) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ value }) => useCampaignQuote(value, true), {
    wrapper,
    initialProps: { value: initial },
  });
}

/** The job targets a quote request sent. */
const targetsOf = (body: unknown): string[] => (body as TCampaignAudienceInput | undefined)?.jobTargets ?? [];

const sentTargets = () => vi.mocked(apiRequest).mock.calls.map(([, options]) => targetsOf(options?.body));

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('useCampaignQuote', () => {
  it('asks once the audience has stopped changing, not on every change, and keeps the last answer meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(apiRequest).mockImplementation(async (_path, options) =>
      quote(targetsOf(options?.body).length),
    );
    const { result, rerender } = renderQuote(audience(['04']));
    await waitFor(() => expect(result.current.data?.recipients).toBe(1));
    expect(sentTargets()).toEqual([['04']]);

    rerender({ value: audience(['04', '0301']) });
    expect(result.current.isSettling).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS / 2));
    rerender({ value: audience(['04', '0301', '0201']) });
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS / 2));
    // Still changing: nothing new asked, the previous answer still shown.
    expect(sentTargets()).toEqual([['04']]);
    expect(result.current.data?.recipients).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS));
    await waitFor(() => expect(result.current.data?.recipients).toBe(3));
    expect(sentTargets()).toEqual([['04'], ['04', '0301', '0201']]);
    expect(result.current.isSettling).toBe(false);
  });

  it('asks nothing while no target is chosen', async () => {
    const { result } = renderQuote(audience([]));
    await new Promise((resolve) => setTimeout(resolve, QUOTE_DEBOUNCE_MS + 50));
    expect(apiRequest).not.toHaveBeenCalled();
    expect(result.current.data).toBeUndefined();
  });
});
