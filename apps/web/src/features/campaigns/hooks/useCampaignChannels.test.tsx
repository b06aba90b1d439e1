import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../app/api/apiClient';
import { INITIAL_USER_STATE, useUserStore } from '../../../app/store/userStore';
import { buildSessionUser } from '../../../test/buildSessionUser';
import { useCampaignChannels } from './useCampaignChannels';

vi.mock('../../../app/api/apiClient', () => ({ apiRequest: vi.fn() }));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  useUserStore.setState({ ...INITIAL_USER_STATE, loggedIn: true, profile: buildSessionUser() });
});
afterEach(() => vi.mocked(apiRequest).mockReset());

describe('useCampaignChannels', () => {
  it('leaves push out on a server without push keys, and says why', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ enabled: false, publicKey: null });
    const { result } = renderHook(() => useCampaignChannels(), { wrapper });
    await waitFor(() => expect(result.current.absent).toHaveLength(1));
    expect(result.current).toEqual({
      offered: ['01', '03'],
      absent: [{ code: '02', reason: 'push_not_configured' }],
    });
    expect(vi.mocked(apiRequest).mock.calls[0]?.[0]).toBe('/alarms/push/config');
  });

  it('offers every channel on a server that sends push', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ enabled: true, publicKey: 'k'.repeat(87) });
    const { result } = renderHook(() => useCampaignChannels(), { wrapper });
    await waitFor(() => expect(result.current.offered).toEqual(['01', '02', '03']));
    expect(result.current.absent).toEqual([]);
  });

  it('offers only what needs nothing while the config loads, and blames nothing yet', () => {
    vi.mocked(apiRequest).mockReturnValue(new Promise(() => {}));
    const { result } = renderHook(() => useCampaignChannels(), { wrapper });
    expect(result.current).toEqual({ offered: ['01', '03'], absent: [] });
  });
});
