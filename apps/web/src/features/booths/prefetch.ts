import type { QueryClient } from '@tanstack/react-query';
import { useUserStore } from '../../app/store/userStore';
import { boothIdOf } from './boothId';
import { boothQueryOptions } from './hooks/booth/useBooth';
import { boothListQueryOptions, OVERVIEW_COUNT } from './hooks/booth/useBoothList';
import { DEFAULT_RANKING_VIEW, rankingQueryOptions, rankingViewOf } from './hooks/ranking/useRanking';
import { rankingWeeksQueryOptions } from './hooks/ranking/useRankingWeeks';

/** A booth's page data, asked for as the navigation starts (see projects/prefetch.ts). */
export async function prefetchBooth(client: QueryClient, param: string | undefined): Promise<void> {
  const id = boothIdOf(param);
  if (id === null) return;
  await client.prefetchQuery(boothQueryOptions(id, useUserStore.getState().profile?.no ?? null));
}

/** The overview's two sections (newest and best), asked for as the navigation starts. */
export async function prefetchBoothsOverview(client: QueryClient): Promise<void> {
  await Promise.all([
    client.prefetchInfiniteQuery(boothListQueryOptions('new', '', OVERVIEW_COUNT)),
    client.prefetchInfiniteQuery(boothListQueryOptions('best', '', OVERVIEW_COUNT)),
  ]);
}

/** The ranking in view (`?view=`, this week's by default); a past week also needs the list of weeks. */
export async function prefetchRanking(client: QueryClient, search: URLSearchParams): Promise<void> {
  const view = rankingViewOf(search);
  if (view !== 'past') {
    await client.prefetchQuery(rankingQueryOptions(view, ''));
    return;
  }
  const weeks = await client.fetchQuery(rankingWeeksQueryOptions()).catch(() => null);
  const week = weeks?.items.find((item) => item.weekStart === search.get('week')) ?? weeks?.items[0];
  if (week) await client.prefetchQuery(rankingQueryOptions('past', week.weekStart));
}

/** The ranking's address parameters in their canonical form: the view, and a past view's week. */
export const rankingAddress = (search: URLSearchParams): URLSearchParams => {
  const view = rankingViewOf(search);
  const address = new URLSearchParams();
  if (view !== DEFAULT_RANKING_VIEW) address.set('view', view);
  const week = search.get('week');
  if (view === 'past' && week && /^\d{4}-\d{2}-\d{2}$/.test(week)) address.set('week', week);
  return address;
};
