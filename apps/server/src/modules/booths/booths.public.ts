import { and, asc, desc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { listedBooth } from './booths.moderated';
import { boothRankings, boothRankingWeeks } from './booths.ranking.tables';
import { booths } from './booths.tables';

/** The sitemap's rows of booths (`id`, `lastmod` its update time): published and not hidden. */
export function listedBoothRows(q: Queryable): SQLWrapper {
  return q
    .select({ id: sql<number>`${booths.id}`.as('id'), lastmod: sql<Date>`${booths.updatedAt}`.as('lastmod') })
    .from(booths)
    .where(listedBooth());
}

export type PublicBooth = {
  id: number;
  name: string;
  tagline: string;
  intro: string;
  publishedAt: Date;
  updatedAt: Date;
};

const publicBoothColumns = {
  id: booths.id,
  name: booths.name,
  tagline: booths.tagline,
  intro: booths.intro,
  publishedAt: booths.publishedAt,
  updatedAt: booths.updatedAt,
};

const withPublished = <R extends { publishedAt: Date | null; updatedAt: Date }>(row: R) => ({
  ...row,
  publishedAt: row.publishedAt ?? row.updatedAt,
});

/** The newest listed booths (the "new booths" list's order: published time, then id). */
export async function newestListedBooths(q: Queryable, limit: number): Promise<PublicBooth[]> {
  const rows = await q
    .select(publicBoothColumns)
    .from(booths)
    .where(listedBooth())
    .orderBy(desc(booths.publishedAt), desc(booths.id))
    .limit(limit);
  return rows.map(withPublished);
}

export type ClosedRankingWeek = {
  weekStart: string;
  closedAt: Date;
  top: Array<PublicBooth & { rank: number }>;
};

/**
 * The latest closed ranking weeks, newest first, each with its best `top` places among booths
 * still listed (a booth hidden or unpublished since is left out, as the ranking page does).
 */
export async function closedRankingWeeks(
  q: Queryable,
  options: { weeks: number; top: number },
): Promise<ClosedRankingWeek[]> {
  const weeks = await q
    .select({ weekStart: boothRankingWeeks.weekStart, closedAt: boothRankingWeeks.closedAt })
    .from(boothRankingWeeks)
    .orderBy(desc(boothRankingWeeks.weekStart))
    .limit(options.weeks);
  if (weeks.length === 0) return [];
  const places = await q
    .select({
      ...publicBoothColumns,
      weekStart: boothRankings.weekStart,
      rank: sql<number>`(row_number() over (partition by ${boothRankings.weekStart} order by ${boothRankings.rank}))::int`,
    })
    .from(boothRankings)
    .innerJoin(booths, eq(booths.id, boothRankings.boothId))
    .where(
      and(
        inArray(
          boothRankings.weekStart,
          weeks.map((week) => week.weekStart),
        ),
        listedBooth(),
      ),
    )
    .orderBy(asc(boothRankings.weekStart), asc(boothRankings.rank));
  return weeks.map((week) => ({
    ...week,
    top: places
      .filter((place) => place.weekStart === week.weekStart && place.rank <= options.top)
      .map(({ weekStart: _week, ...place }) => withPublished(place)),
  }));
}
