import { type ChangeCache, listenedCache } from '../../db/changeCache';
import type { DatabaseHandle } from '../../db/client';
import type { ProjectRow } from './projects.access';
import type { MemberRow } from './projects.presenter';
import type { CardRow } from './projects.queries';
import type { projectPositions } from './projects.tables';

/** What the project view shows every viewer alike; the viewer's own relation is read per request. */
export type PublicView = {
  project: ProjectRow;
  cardRow: CardRow;
  positions: Array<typeof projectPositions.$inferSelect>;
  members: MemberRow[];
};

export type ProjectViewCache = ChangeCache<PublicView>;

/**
 * Project views kept in memory by project number. Everything a public view holds (the project, its
 * positions, members and their card fields) is what the hub's channel (migration 0018) reports
 * changing, so one notification empties it in every process, as it empties the hub; `ttlMs` bounds
 * what changes with the clock. The rows are shared between requests: presenters only read them.
 */
export function openProjectViewCache(
  database: Pick<DatabaseHandle, 'listen'>,
  ttlMs: number,
): Promise<ProjectViewCache> {
  return listenedCache<PublicView>(database, {
    channel: 'sidecamp_hub',
    ttlMs,
    maxEntries: 1000,
    onMessage: (_payload, cache) => cache.clear(),
  });
}
