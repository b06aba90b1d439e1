import {
  BOOTH_INTRO_PREVIEW_LENGTH,
  POST_CATEGORIES,
  type PostCategoryCode,
  previewText,
} from '@sidecamp/domain';
import { Feed, type Item } from 'feed';
import type { Queryable } from '../../db/client';
import { closedRankingWeeks, newestListedBooths } from '../booths';
import { latestSyndicatedPosts } from '../lounge';
import { publicProjectNews } from '../projects';
import { htmlText, xmlSafe } from './discovery.text';

/** Entries in one feed: readers poll often, so the newest are enough. */
export const FEED_ENTRIES = 50;
/** Closed ranking weeks in the ranking feed, and the places each entry names. */
const RANKING_WEEKS = 20;
const RANKING_TOP = 10;
/** A title for a post that has none (a plain posting): the start of its text. */
const UNTITLED_LENGTH = 80;

/** Addresses of the feeds, from the site root. */
export const feedPaths = {
  lounge: '/feeds/lounge.atom',
  loungeCategory: (category: PostCategoryCode) => `/feeds/lounge/${category}.atom`,
  booths: '/feeds/booths.atom',
  ranking: '/feeds/booths/ranking.atom',
  projectNews: (no: number) => `/feeds/projects/${no}/news.atom`,
};

type Entry = {
  title: string;
  path: string;
  /** The entry's id when several entries share a page (news of one project). */
  id?: string;
  summary: string;
  updated: Date;
  published: Date;
  author?: string | undefined;
  /** A lounge category: its code (the Atom term) and label. */
  category?: { term: string; label: string } | undefined;
};

/**
 * Atom 1.0 through the `feed` library. Every user-written string goes through `htmlText` (the
 * library marks titles and summaries `type="html"`) or `xmlSafe` (plain elements it escapes).
 */
function atom(
  publicUrl: string,
  head: { title: string; description: string; selfPath: string; pagePath: string },
  entries: Entry[],
): string {
  const newest = entries.reduce<Date | undefined>(
    (latest, entry) => (latest === undefined || entry.updated > latest ? entry.updated : latest),
    undefined,
  );
  const feed = new Feed({
    title: xmlSafe(head.title),
    description: xmlSafe(head.description),
    id: `${publicUrl}${head.selfPath}`,
    link: `${publicUrl}${head.pagePath}`,
    feedLinks: { atom: `${publicUrl}${head.selfPath}` },
    language: 'en',
    favicon: `${publicUrl}/favicon.svg`,
    copyright: 'Sidecamp and its members',
    generator: 'Sidecamp',
    updated: newest ?? new Date(0),
  });
  for (const entry of entries) {
    const link = `${publicUrl}${entry.path}`;
    const item: Item = {
      title: htmlText(entry.title),
      id: entry.id ?? link,
      link,
      description: htmlText(entry.summary),
      date: entry.updated,
      published: entry.published,
    };
    if (entry.author) item.author = [{ name: xmlSafe(entry.author) }];
    // The library escapes only '&' in attributes: the term and label are the domain's codes and labels.
    if (entry.category) item.category = [{ term: entry.category.term, name: entry.category.label }];
    feed.addItem(item);
  }
  return feed.atom1();
}

export function createFeeds(deps: { db: Queryable; publicUrl: string }) {
  const { db, publicUrl } = deps;

  return {
    /** The lounge's posts, all categories or one. */
    async lounge(category?: PostCategoryCode): Promise<string> {
      const posts = await latestSyndicatedPosts(db, { category, limit: FEED_ENTRIES });
      const label = category === undefined ? undefined : POST_CATEGORIES.label(category);
      return atom(
        publicUrl,
        {
          title: label ? `Sidecamp lounge: ${label}` : 'Sidecamp lounge',
          description: label
            ? `New posts in the lounge's ${label} category.`
            : 'New posts in the Sidecamp community lounge.',
          selfPath: category === undefined ? feedPaths.lounge : feedPaths.loungeCategory(category),
          pagePath: category === undefined ? '/lounge' : `/lounge?category=${category}`,
        },
        posts.map((post) => ({
          title: post.title.trim() || previewText(post.bodyText, UNTITLED_LENGTH) || 'A post in the lounge',
          path: `/lounge/posts/${post.id}`,
          summary: previewText(post.bodyText),
          updated: post.updatedAt,
          published: post.publishedAt,
          author: post.authorNickname,
          category: POST_CATEGORIES.isCode(post.category)
            ? { term: post.category, label: POST_CATEGORIES.label(post.category) }
            : undefined,
        })),
      );
    },

    /** Booths as they are published (the "new booths" list). */
    async newBooths(): Promise<string> {
      const booths = await newestListedBooths(db, FEED_ENTRIES);
      return atom(
        publicUrl,
        {
          title: 'Sidecamp: new booths',
          description: 'Services launched in the Sidecamp booth showcase.',
          selfPath: feedPaths.booths,
          pagePath: '/booths/new',
        },
        booths.map((booth) => ({
          title: booth.name,
          path: `/booths/${booth.id}`,
          summary: previewText(booth.tagline.trim() || booth.intro, BOOTH_INTRO_PREVIEW_LENGTH),
          updated: booth.publishedAt,
          published: booth.publishedAt,
        })),
      );
    },

    /** One entry per closed ranking week, naming its best booths in order. */
    async ranking(): Promise<string> {
      const weeks = await closedRankingWeeks(db, { weeks: RANKING_WEEKS, top: RANKING_TOP });
      return atom(
        publicUrl,
        {
          title: 'Sidecamp: weekly booth ranking',
          description: 'The booth ranking of each week, when the week closes.',
          selfPath: feedPaths.ranking,
          pagePath: '/booths/ranking',
        },
        weeks.map((week) => ({
          title: `Booth ranking for the week of ${week.weekStart}`,
          path: `/booths/ranking?view=past&week=${week.weekStart}`,
          summary:
            week.top.length === 0
              ? 'No booth ranked this week.'
              : week.top.map((place) => `${place.rank}. ${place.name}`).join(' · '),
          updated: week.closedAt,
          published: week.closedAt,
        })),
      );
    },

    /** A project's news, for a project anyone may open (404 otherwise). */
    async projectNews(no: number): Promise<string> {
      const { project, news } = await publicProjectNews(db, no, FEED_ENTRIES);
      const page = `/projects/${project.no}?tab=news`;
      return atom(
        publicUrl,
        {
          title: `${project.name}: news`,
          description: project.summary || `News from the project ${project.name}.`,
          selfPath: feedPaths.projectNews(project.no),
          pagePath: page,
        },
        news.map((item) => ({
          title: item.title,
          path: page,
          id: `${publicUrl}${page}#news-${item.id}`,
          summary: previewText(item.body),
          updated: item.createdAt,
          published: item.createdAt,
        })),
      );
    },
  };
}
