import type { TBoothCreateInput, TBoothUpdateInput } from '@sidecamp/domain';
import { apiRequest, apiUpload } from '../../../app/api/apiClient';
import { pageQuery } from './pageQuery';

export type BoothSort = 'new' | 'best';

/** The booth itself (server: booths.service.ts, booths.progress.ts): lists, the page, launching and editing. */
export const boothApi = {
  list: (
    sort: BoothSort,
    category: string | undefined,
    cursor: string | undefined,
    limit: number,
    signal?: AbortSignal,
  ) =>
    apiRequest(`/booths?${pageQuery(cursor, { sort, category }, limit)}`, { schema: 'ZBoothPage', signal }),
  mine: (signal?: AbortSignal) => apiRequest('/me/booths', { schema: 'ZBoothPage', signal }),
  get: (id: number, signal?: AbortSignal) => apiRequest(`/booths/${id}`, { schema: 'ZBooth', signal }),
  create: (input: TBoothCreateInput) =>
    apiRequest('/booths', { method: 'POST', body: input, schema: 'ZBooth' }),
  update: (id: number, input: TBoothUpdateInput) =>
    apiRequest(`/booths/${id}`, { method: 'PATCH', body: input, schema: 'ZBooth' }),
  publish: (id: number) => apiRequest(`/booths/${id}/publish`, { method: 'POST', schema: 'ZBooth' }),
  uploadScreenshot: (file: File) =>
    apiUpload('/uploads?purpose=booth_screenshot', file, { schema: 'ZUploadDto' }),
  progress: (id: number, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/progress`, { schema: 'ZBoothProgress', signal }),
};
