import { type IdeaNeighbour, termsOf } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client';

/** How many candidates the full-text search hands to the report's ranking (BM25 and diversity). */
const CANDIDATES = 30;
/** The idea's words searched for, most frequent first. */
const QUERY_TERMS = 24;

/**
 * Published projects and booths that share words with the idea, by PostgreSQL full-text search
 * (any of the idea's words, ranked by ts_rank): the report's competitors come only from here, so
 * every one named exists on the platform. Drafts and unpublished booths are never searched.
 */
export async function ideaNeighbours(db: Queryable, ideaText: string): Promise<IdeaNeighbour[]> {
  const counts = new Map<string, number>();
  for (const term of termsOf(ideaText)) counts.set(term, (counts.get(term) ?? 0) + 1);
  const terms = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, QUERY_TERMS)
    .map(([term]) => term.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((term) => term.length > 0);
  if (terms.length === 0) return [];
  // Prefix matches (nurse:*) also find "nurses" and "nursing".
  const query = terms.map((term) => `${term}:*`).join(' | ');
  const result = await db.execute(sql`
    select * from (
      select 'project' as kind, p.no as id, p.name, concat_ws(' ', p.summary, p.description) as body,
             ts_rank(to_tsvector('simple', concat_ws(' ', p.name, p.summary, p.description)), to_tsquery('simple', ${query})) as rank
        from projects p
       where p.stage <> '99' and p.published_at is not null
         and to_tsvector('simple', concat_ws(' ', p.name, p.summary, p.description)) @@ to_tsquery('simple', ${query})
      union all
      select 'booth', b.id, b.name, concat_ws(' ', b.tagline, b.intro, b.description),
             ts_rank(to_tsvector('simple', concat_ws(' ', b.name, b.tagline, b.intro, b.description)), to_tsquery('simple', ${query}))
        from booths b
       where b.state = 'published'
         and to_tsvector('simple', concat_ws(' ', b.name, b.tagline, b.intro, b.description)) @@ to_tsquery('simple', ${query})
    ) found
    order by rank desc, kind, id
    limit ${CANDIDATES}`);
  type Found = {
    kind: 'project' | 'booth';
    id: number | string;
    name: string;
    body: string;
    rank: number | string;
  };
  return rowsOf<Found>(result).map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    name: row.name,
    text: row.body,
    rank: Number(row.rank),
  }));
}
