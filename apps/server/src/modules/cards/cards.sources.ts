import {
  JOB_CODES,
  PLATFORMS,
  POST_CATEGORIES,
  PROJECT_STAGES,
  SERVICE_CATEGORIES,
  type ShareCardKind,
  SKILL_LEVELS,
  shareCardFields,
  type TBooth,
  type TBoothRanking,
  type TPost,
  type TProfile,
  type TProjectDetail,
} from '@sidecamp/domain';
import type { CodeList } from '@sidecamp/domain/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { type UploadStorage, uploadIdOfUrl, uploads } from '../uploads';
import { type CardContent, cardText } from './cards.draw';

/**
 * What each card draws, read fresh for every request as a visitor without a session sees it: the
 * object's own public read (`GET /api/...`, answered in-process, as the server renderer does), so a
 * draft, a hidden booth, a private profile or a post in a closed group gets no card, by exactly the
 * rules its page follows. Only the screenshot's bytes are read here, through the uploads area's
 * storage, and only for a booth that read allowed.
 */
export type CardSource = {
  /** The drawn content, without the picture's bytes; null when a visitor may not see the object. */
  content: Omit<CardContent, 'picture'>;
  /** Everything drawn, as the parts of the card's version (the picture by its upload id). */
  parts: (string | number | null | undefined)[];
  /** Reads the picture (when the card has one): only when the card is not in the cache. */
  picture: (() => Promise<Buffer | null>) | null;
};

const label = <C extends string>(list: CodeList<C>, code: string | null | undefined) =>
  code && list.isCode(code) ? list.label(code) : null;

const MAX_TITLE = 90;
const MAX_SUBTITLE = 160;
/** A screenshot larger than this is not drawn (uploads are limited anyway; this bounds memory). */
const MAX_PICTURE_BYTES = 15 * 1024 * 1024;

export function createCardSources(deps: { app: FastifyInstance; db: Database; storage: UploadStorage }) {
  const { app, db, storage } = deps;

  async function read<T>(url: string): Promise<T | null> {
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return answer.statusCode === 200 ? (answer.json() as T) : null;
  }

  async function screenshotOf(
    url: string | undefined,
  ): Promise<{ id: string; read: () => Promise<Buffer | null> } | null> {
    const id = uploadIdOfUrl(url);
    if (!id) return null;
    const read = async () => {
      const [row] = await db
        .select({ key: uploads.storageKey, kind: uploads.kind, size: uploads.sizeBytes })
        .from(uploads)
        .where(eq(uploads.id, id));
      if (row?.kind !== 'image' || row.size > MAX_PICTURE_BYTES) return null;
      const stored = await storage.get(row.key);
      if (!stored) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    };
    return { id, read };
  }

  const sources: Record<ShareCardKind, (id: number) => Promise<CardSource | null>> = {
    async booth(id) {
      const booth = await read<TBooth>(`/api/booths/${id}`);
      if (!booth) return null;
      // Its place in this week's ranking so far (the ranking's cached answer), when it has one.
      const ranking = await read<TBoothRanking>('/api/booths/rankings/live?limit=100');
      const rank = ranking?.items.find((item) => item.booth.id === id)?.rank ?? null;
      const shot = await screenshotOf(booth.screenshots[0]);
      const platforms = booth.platforms.map((code) => label(PLATFORMS, code)).filter(Boolean);
      const chips = [
        label(SERVICE_CATEGORIES, booth.serviceCategory),
        platforms.slice(0, 3).join(' · '),
      ].filter((chip): chip is string => Boolean(chip));
      return {
        content: {
          kind: 'Booth',
          accent: 'launch',
          title: cardText(booth.name, MAX_TITLE),
          subtitle: cardText(booth.tagline, MAX_SUBTITLE) || null,
          chips: chips.map((chip) => cardText(chip, 40)),
          badge: rank === null ? null : { value: `#${rank}`, label: 'this week' },
        },
        parts: [...shareCardFields.booth(booth).slice(0, 2), shot?.id ?? null, rank, ...chips],
        picture: shot ? shot.read : null,
      };
    },

    async project(no) {
      const project = await read<TProjectDetail>(`/api/projects/${no}`);
      if (!project) return null;
      const open = project.openPositions.filter((position) => position.openSeats > 0);
      const jobs = open.map((position) => label(JOB_CODES, position.jobCode) ?? position.jobCode);
      const seats = open.reduce((sum, position) => sum + position.openSeats, 0);
      const chips =
        jobs.length === 0
          ? ['No open positions']
          : [...jobs.slice(0, 3), ...(jobs.length > 3 ? [`+${jobs.length - 3} more`] : [])];
      return {
        content: {
          kind: 'Project',
          accent: 'make',
          title: cardText(project.name, MAX_TITLE),
          subtitle: [
            label(PROJECT_STAGES, project.stage),
            seats > 0 ? `${seats} open ${seats === 1 ? 'seat' : 'seats'}` : null,
          ]
            .filter(Boolean)
            .join(' · '),
          chips: chips.map((chip) => cardText(chip, 32)),
          badge: null,
        },
        parts: shareCardFields.project(project),
        picture: null,
      };
    },

    async person(no) {
      const person = await read<TProfile>(`/api/profiles/${no}`);
      if (!person) return null;
      const skill = label(SKILL_LEVELS, person.skillLevel);
      return {
        content: {
          kind: 'Person',
          accent: 'connect',
          title: cardText(person.nickname, MAX_TITLE),
          subtitle: label(JOB_CODES, person.mainJob),
          chips: [`Level ${person.level.level}`, ...(skill ? [skill] : [])],
          badge: null,
        },
        parts: shareCardFields.person(person),
        picture: null,
      };
    },

    async post(id) {
      const post = await read<TPost>(`/api/lounge/posts/${id}`);
      if (!post || post.isDraft || post.hidden) return null;
      return {
        content: {
          kind: 'Lounge post',
          accent: 'pine',
          // An untitled post is named as its page names it.
          title: cardText(post.title || `A post by ${post.author.nickname}`, MAX_TITLE),
          subtitle: `by ${cardText(post.author.nickname, 40)}`,
          chips: [label(POST_CATEGORIES, post.category) ?? post.category],
          badge: null,
        },
        parts: [...shareCardFields.post(post), post.author.nickname],
        picture: null,
      };
    },
  };

  return sources;
}
