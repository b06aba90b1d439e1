import type { TProjectPage } from '@sidecamp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../app/api/apiClient';
import { buildProjectDetail } from '../../../test/buildProjectDetail';
import { EMPTY_HUB_FILTERS, type HubFilters } from '../api/hubFilters';
import { HUB_PAGE_SIZE, useProjectHub } from './useProjectHub';

vi.mock('../../../app/api/apiClient', () => ({ apiRequest: vi.fn() }));

const card = (no: number) => {
  const {
    description,
    serviceCategory,
    industry,
    links,
    questions,
    updatedAt,
    positions,
    members,
    allowedNextStages,
    viewer,
    ...rest
  } = buildProjectDetail({ no });
  return rest;
};
const page = (nos: number[], nextCursor: string | null): TProjectPage => ({
  items: nos.map(card),
  nextCursor,
});

function renderHub(filters: HubFilters) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ value }) => useProjectHub(value), { wrapper, initialProps: { value: filters } });
}

/** The address of every hub request, as URLSearchParams. */
const requested = () =>
  vi.mocked(apiRequest).mock.calls.map(([path]) => {
    const [base, query] = String(path).split('?');
    return { base, params: Object.fromEntries(new URLSearchParams(query)) };
  });

afterEach(() => {
  vi.clearAllMocks();
});

describe('useProjectHub', () => {
  it("asks for the first page of the view, the filters under the API's names", async () => {
    vi.mocked(apiRequest).mockResolvedValueOnce(page([1, 2], null));
    const { result } = renderHub({ ...EMPTY_HUB_FILTERS, jobGroup: '04', recruiting: true, sort: 'popular' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requested()).toEqual([
      {
        base: '/projects',
        params: { jobGroup: '04', recruiting: '1', sort: 'popular', limit: String(HUB_PAGE_SIZE) },
      },
    ]);
    expect(result.current.data?.pages[0]?.items.map((item) => item.no)).toEqual([1, 2]);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('continues from the cursor of the last page', async () => {
    vi.mocked(apiRequest)
      .mockResolvedValueOnce(page([1, 2], 'c2'))
      .mockResolvedValueOnce(page([3], null));
    const { result } = renderHub(EMPTY_HUB_FILTERS);
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    expect(requested()[1]?.params).toEqual({ limit: String(HUB_PAGE_SIZE), cursor: 'c2' });
    await waitFor(() =>
      expect(result.current.data?.pages.flatMap((item) => item.items.map((project) => project.no))).toEqual([
        1, 2, 3,
      ]),
    );
    expect(result.current.hasNextPage).toBe(false);
  });

  it('keeps the old cards on screen while a new view loads', async () => {
    let answerSecond: (value: TProjectPage) => void = () => undefined;
    vi.mocked(apiRequest)
      .mockResolvedValueOnce(page([1], null))
      .mockImplementationOnce(() => new Promise((resolve) => (answerSecond = resolve)));
    const { result, rerender } = renderHub(EMPTY_HUB_FILTERS);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    rerender({ value: { ...EMPTY_HUB_FILTERS, q: 'games' } });
    await waitFor(() => expect(requested()).toHaveLength(2));
    expect(requested()[1]?.params).toEqual({ q: 'games', limit: String(HUB_PAGE_SIZE) });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.pages[0]?.items.map((item) => item.no)).toEqual([1]);

    act(() => answerSecond(page([9], null)));
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data?.pages[0]?.items.map((item) => item.no)).toEqual([9]);
  });
});
