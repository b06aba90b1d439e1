import { apiRequest } from '../../../app/api/apiClient';

/** The address of a booth's badge image (an SVG the server draws), for <img> and embedding. */
export const boothBadgePath = (id: number) => `/api/booths/${id}/badge.svg`;

/** The weekly ranking, its history and a booth's own ranks (server: booths.ranking.ts). */
export const boothRankingApi = {
  rankingLive: (limit: number, signal?: AbortSignal) =>
    apiRequest(`/booths/rankings/live?limit=${limit}`, { schema: 'ZBoothRanking', signal }),
  /** 404 until the first week has closed. */
  rankingLastWeek: (limit: number, signal?: AbortSignal) =>
    apiRequest(`/booths/rankings/last-week?limit=${limit}`, { schema: 'ZBoothRanking', signal }),
  rankingWeeks: (signal?: AbortSignal) =>
    apiRequest('/booths/rankings/weeks', { schema: 'ZBoothRankingWeeks', signal }),
  rankingWeek: (week: string, limit: number, signal?: AbortSignal) =>
    apiRequest(`/booths/rankings/weeks/${week}?limit=${limit}`, { schema: 'ZBoothRanking', signal }),
  rankHistory: (id: number, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/rankings`, { schema: 'ZBoothRankHistory', signal }),
};
