import { type ChangeCache, listenedCache } from '../../db/changeCache';
import type { DatabaseHandle } from '../../db/client';

/** The NOTIFY channel of migration 0030 ('p:<project>', 'u:<user>' or '*'). */
const WORKSPACE_CHANNEL = 'sidecamp_workspace';

/**
 * Boards and to-do panels as the JSON they are sent as: checked against the response schema once,
 * when read from the database, then served as they are. A board of 200 tasks is about 100 KB, and
 * mapping, checking and serialising it took the server milliseconds per request, far more than
 * its two statements; most visits read a board or panel that has not changed since the last one.
 */
export type WorkspaceReadCache = ChangeCache<string>;

export const boardKey = (projectNo: number, variant: string) => `board:${projectNo}:${variant}`;
const TODO_PREFIX = 'todo:';
export const todoPanelKey = (userNo: number) => `${TODO_PREFIX}${userNo}`;

/** What a notification (or a change made by this process) makes the cache forget. */
export function forgetWorkspaceChange(cache: WorkspaceReadCache, payload: string): void {
  const [kind, id] = payload.split(':');
  if (kind === 'p' && id) {
    const prefix = boardKey(Number(id), '');
    cache.forgetWhere((_json, key) => key.startsWith(prefix));
  } else if (kind === 'u' && id) {
    cache.forget(todoPanelKey(Number(id)));
  } else {
    cache.clear();
  }
}

export function openWorkspaceReadCache(
  database: Pick<DatabaseHandle, 'listen'>,
  ttlMs: number,
): Promise<WorkspaceReadCache> {
  return listenedCache<string>(database, {
    channel: WORKSPACE_CHANNEL,
    ttlMs,
    // A 200-task board is about 100 KB of JSON: 500 entries bound the cache to tens of megabytes.
    maxEntries: 500,
    onMessage: (payload, cache) => forgetWorkspaceChange(cache, payload),
  });
}

/**
 * A change this process just committed to a project's tasks: its boards go, and every to-do panel
 * (the assignees before and after are not known here), before the board's room hears of it, so a
 * page that refetches on that message never reads the board from before the change.
 */
export function forgetProjectTasks(cache: WorkspaceReadCache | undefined, projectNo: number): void {
  if (!cache) return;
  forgetWorkspaceChange(cache, `p:${projectNo}`);
  cache.forgetWhere((_json, key) => key.startsWith(TODO_PREFIX));
}

/** Serves `load`'s answer from the cache as JSON checked against `schema` once, when it was read. */
export function cachedJson<T>(
  cache: WorkspaceReadCache | undefined,
  key: string,
  schema: { parse: (value: unknown) => T },
  load: () => Promise<unknown>,
): Promise<string> {
  const build = async () => JSON.stringify(schema.parse(await load()));
  return cache ? cache.getOrLoad(key, build) : build();
}
