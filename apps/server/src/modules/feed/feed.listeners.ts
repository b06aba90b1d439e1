import {
  BOOTH_INTRO_PREVIEW_LENGTH,
  DRAFT_STAGE,
  FEED_PREVIEW_LENGTH,
  PROJECT_STAGES,
  type ProjectStageCode,
  previewText,
} from '@sidecamp/domain';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { DomainEvent, DomainEventMap, DomainEventType } from '../../events/catalog';
import type { EventListener } from '../../events/dispatcher';
import { booths } from '../booths';
import { proProfiles } from '../chat';
import { magazines, notes } from '../lounge';
import { projects } from '../projects';
import { projectGoals } from '../workspace';
import { leaderQuietItem, leaderReturnedItem, leadTakenItem } from './feed.succession';
import { feedItems } from './feed.tables';
import {
  backfillInbox,
  type FeedItemInsert,
  insertFeedItem,
  nicknameOf,
  withdrawFromInbox,
} from './feed.writer';

/**
 * The automatic feed items (WRITE_TYPE 02) and the events that make them:
 * P001 project.published (a project is announced when it goes public, not as a draft),
 * P003 project.memberJoined, P004 goal.started, P008 project.stageChanged (except the publishing
 * step 99 -> 01, which P001 announces), U008 note.created, U009 user.registered,
 * S001/S003/S004 magazine.published, U010 user.becamePro (once per person), B001
 * booth.published (a booth is introduced when it opens, not as a draft); P009-P011 leader
 * succession (feed.succession.ts).
 *
 * The source key is the event id plus the code, unique in the table: a redelivered event finds
 * its item written and adds nothing, even outside the dispatcher's own delivery marks.
 */
/**
 * The automatic items whose text begins with their actor's nickname (userNickname) as written;
 * withdrawal rewrites that quote (feed.withdrawal.ts). P011 also ends with the old leader's name.
 */
export const NAME_LEADING_CODES = ['U009', 'P003', 'U010', 'P009', 'P010', 'P011'] as const;

const sourceKey = (event: DomainEvent, code: string) => `event:${event.id}:${code}`;

type Handler<K extends DomainEventType> = (
  payload: DomainEventMap[K],
  event: DomainEvent,
  tx: Transaction,
) => Promise<Omit<FeedItemInsert, 'sourceKey' | 'writeType'> | null>;

const stageLabel = (code: string) =>
  PROJECT_STAGES.isCode(code) ? PROJECT_STAGES.label(code as ProjectStageCode) : code;

async function projectOf(tx: Transaction, projectNo: number) {
  const [project] = await tx
    .select({ name: projects.name, summary: projects.summary, stage: projects.stage })
    .from(projects)
    .where(eq(projects.no, projectNo));
  return project;
}

const handlers: { [K in DomainEventType]?: Handler<K> } = {
  'project.published': async ({ projectNo, leaderNo }, event, tx) => {
    const project = await projectOf(tx, projectNo);
    if (!project) return null;
    return {
      autoCode: 'P001',
      actorNo: leaderNo,
      projectNo,
      targetType: 'project',
      targetId: projectNo,
      feedTitle: project.name,
      feedDetail: previewText(project.summary, FEED_PREVIEW_LENGTH),
      userNickname: await nicknameOf(tx, leaderNo),
      projectName: project.name,
      createdAt: event.occurredAt,
    };
  },
  'project.stageChanged': async ({ projectNo, from, to }, event, tx) => {
    if (from === DRAFT_STAGE) return null;
    const project = await projectOf(tx, projectNo);
    if (!project) return null;
    return {
      autoCode: 'P008',
      actorNo: event.actorNo,
      projectNo,
      targetType: 'project',
      targetId: projectNo,
      feedDetail: `${project.name} moved from ${stageLabel(from)} to ${stageLabel(to)}.`,
      referenceDetail: to,
      userNickname: await nicknameOf(tx, event.actorNo),
      projectName: project.name,
      data: { from, to },
      createdAt: event.occurredAt,
    };
  },
  'project.leaderQuiet': leaderQuietItem,
  'project.leaderReturned': leaderReturnedItem,
  'project.leaderChanged': leadTakenItem,
  'project.memberJoined': async ({ projectNo, userNo }, event, tx) => {
    const project = await projectOf(tx, projectNo);
    if (!project) return null;
    const nickname = await nicknameOf(tx, userNo);
    return {
      autoCode: 'P003',
      actorNo: userNo,
      projectNo,
      targetType: 'project',
      targetId: projectNo,
      feedDetail: `${nickname ?? 'A new member'} joined ${project.name}.`,
      userNickname: nickname,
      projectName: project.name,
      createdAt: event.occurredAt,
    };
  },
  'goal.started': async ({ projectNo, goalId, ownerNo }, event, tx) => {
    const project = await projectOf(tx, projectNo);
    if (!project) return null;
    const [goal] = await tx
      .select({ title: projectGoals.title })
      .from(projectGoals)
      .where(eq(projectGoals.id, goalId));
    return {
      autoCode: 'P004',
      actorNo: ownerNo,
      projectNo,
      targetType: 'goal',
      targetId: goalId,
      feedTitle: goal?.title ?? null,
      feedDetail: goal
        ? `${project.name} started the goal "${goal.title}".`
        : `${project.name} started a goal.`,
      referenceDetail: goal?.title ?? null,
      userNickname: await nicknameOf(tx, ownerNo),
      projectName: project.name,
      createdAt: event.occurredAt,
    };
  },
  'note.created': async ({ noteId, authorNo }, event, tx) => {
    const [note] = await tx.select({ body: notes.body }).from(notes).where(eq(notes.id, noteId));
    if (!note) return null; // deleted before its announcement: nothing to announce
    return {
      autoCode: 'U008',
      actorNo: authorNo,
      targetType: 'note',
      targetId: noteId,
      feedDetail: previewText(note.body, FEED_PREVIEW_LENGTH),
      userNickname: await nicknameOf(tx, authorNo),
      createdAt: event.occurredAt,
    };
  },
  'user.registered': async ({ userNo }, event, tx) => {
    const nickname = await nicknameOf(tx, userNo);
    if (nickname === null) return null;
    return {
      autoCode: 'U009',
      actorNo: userNo,
      targetType: 'user',
      targetId: userNo,
      feedDetail: `${nickname} joined Sidecamp.`,
      userNickname: nickname,
      createdAt: event.occurredAt,
    };
  },
  'user.becamePro': async ({ userNo }, event, tx) => {
    // A person becomes a pro once: switching the offer off and on again is not news.
    const [announced] = await tx
      .select({ id: feedItems.id })
      .from(feedItems)
      .where(and(eq(feedItems.actorNo, userNo), eq(feedItems.autoCode, 'U010')))
      .limit(1);
    const [offer] = await tx
      .select({ headline: proProfiles.headline, pricePoints: proProfiles.pricePoints })
      .from(proProfiles)
      .where(eq(proProfiles.userNo, userNo));
    const nickname = await nicknameOf(tx, userNo);
    if (announced || !offer || nickname === null) return null;
    return {
      autoCode: 'U010',
      actorNo: userNo,
      targetType: 'user',
      targetId: userNo,
      feedTitle: offer.headline,
      // The headline is the title; the detail says what is on offer, as it was when announced.
      feedDetail: `${nickname} now offers pro chats, ${offer.pricePoints > 0 ? `${offer.pricePoints} points a chat` : 'free of charge'}.`,
      userNickname: nickname,
      createdAt: event.occurredAt,
    };
  },
  'booth.published': async ({ boothId, ownerNo, projectNo }, event, tx) => {
    const [booth] = await tx
      .select({ name: booths.name, tagline: booths.tagline, intro: booths.intro })
      .from(booths)
      .where(eq(booths.id, boothId));
    if (!booth) return null;
    const project = projectNo === null ? undefined : await projectOf(tx, projectNo);
    return {
      autoCode: 'B001',
      actorNo: ownerNo,
      projectNo,
      targetType: 'booth',
      targetId: boothId,
      feedTitle: booth.name,
      feedDetail: previewText(booth.tagline || booth.intro, FEED_PREVIEW_LENGTH),
      referenceDetail: previewText(booth.intro, BOOTH_INTRO_PREVIEW_LENGTH),
      userNickname: await nicknameOf(tx, ownerNo),
      projectName: project?.name ?? null,
      createdAt: event.occurredAt,
    };
  },
  'magazine.published': async ({ magazineId, authorNo, scope, projectNo }, event, tx) => {
    const [magazine] = await tx
      .select({ title: magazines.title, bodyText: magazines.bodyText })
      .from(magazines)
      .where(eq(magazines.id, magazineId));
    if (!magazine) return null;
    const project = projectNo === null ? undefined : await projectOf(tx, projectNo);
    return {
      autoCode: scope,
      actorNo: authorNo,
      projectNo,
      targetType: 'magazine',
      targetId: magazineId,
      feedTitle: magazine.title,
      feedDetail: previewText(magazine.bodyText, FEED_PREVIEW_LENGTH),
      userNickname: await nicknameOf(tx, authorNo),
      projectName: project?.name ?? null,
      createdAt: event.occurredAt,
    };
  },
};

export const FEED_EVENT_TYPES = Object.keys(handlers) as DomainEventType[];

export function createFeedListener(): EventListener {
  return {
    name: 'feed.automaticItems',
    types: FEED_EVENT_TYPES,
    handle: async (event, tx) => {
      const handler = handlers[event.type] as Handler<DomainEventType> | undefined;
      if (!handler) return;
      const item = await handler(event.payload, event, tx);
      if (!item?.autoCode) return;
      await insertFeedItem(tx, { ...item, writeType: '02', sourceKey: sourceKey(event, item.autoCode) });
    },
  };
}

/**
 * Keeps the following timelines (`feed_inbox`) in step with follows: a follow brings the latest
 * items of the person or project, an unfollow takes them out. Events are delivered in order, so
 * an unfollow and a new follow apply as they happened.
 */
export function createInboxListener(): EventListener {
  return {
    name: 'feed.followingInbox',
    types: ['user.followed', 'user.unfollowed', 'project.followed', 'project.unfollowed'],
    handle: async (event, tx) => {
      switch (event.type) {
        case 'user.followed': {
          const { followerNo, followeeNo } = event.payload as DomainEventMap['user.followed'];
          return backfillInbox(tx, followerNo, { actorNo: followeeNo });
        }
        case 'user.unfollowed': {
          const { followerNo, followeeNo } = event.payload as DomainEventMap['user.unfollowed'];
          return withdrawFromInbox(tx, followerNo, { actorNo: followeeNo });
        }
        case 'project.followed': {
          const { projectNo, userNo } = event.payload as DomainEventMap['project.followed'];
          return backfillInbox(tx, userNo, { projectNo });
        }
        case 'project.unfollowed': {
          const { projectNo, userNo } = event.payload as DomainEventMap['project.unfollowed'];
          return withdrawFromInbox(tx, userNo, { projectNo });
        }
        default:
          return;
      }
    },
  };
}
