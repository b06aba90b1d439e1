import type { QueryClient } from '@tanstack/react-query';
import { useUserStore } from '../../app/store/userStore';
import { boothIdOf } from './boothId';
import { boothQueryOptions } from './hooks/booth/useBooth';

/** A booth's page data, asked for as the navigation starts (see projects/prefetch.ts). */
export async function prefetchBooth(client: QueryClient, param: string | undefined): Promise<void> {
  const id = boothIdOf(param);
  if (id === null) return;
  await client.prefetchQuery(boothQueryOptions(id, useUserStore.getState().profile?.no ?? null));
}
