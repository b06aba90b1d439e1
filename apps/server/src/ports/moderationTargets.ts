import type { ReportTargetType } from '@sidecamp/domain';
import type { Queryable } from '../db/client';

/** What hiding or restoring found: the author, and whether the content was hidden before. */
export type ModeratedContent = { authorNo: number; wasHidden: boolean };

/** A reported item as the admins' queue shows it. */
export type ModerationPreview = {
  preview: string;
  author: { no: number; nickname: string };
  hidden: boolean;
  /** Where the content is seen (a web path), when it has a page. */
  link: string | null;
};

/**
 * Content that people may report and admins may hide, contributed by the module that owns it
 * (lounge posts and replies, chat messages, booths, profiles). The moderation module acts only
 * through these, so a new kind of content is a new target, not an edit to moderation.
 */
export type ModerationTarget = {
  type: ReportTargetType;
  /** The author of content the reporter can see, or null when there is no such content for them. */
  authorOfVisible: (q: Queryable, id: number, reporterNo: number) => Promise<number | null>;
  /** Hides it (`adminNo` given) or brings it back (`null`); null when there is no such content. */
  setHidden: (tx: Queryable, id: number, adminNo: number | null) => Promise<ModeratedContent | null>;
  previews: (q: Queryable, ids: number[]) => Promise<Map<number, ModerationPreview>>;
  /** The page the author's notice of a hide or restore links to, when the content has one. */
  authorLink?: (q: Queryable, id: number) => Promise<string | null>;
};

/** Another module's copy of the content (the feed's timeline items) following a hide or restore. */
export type HiddenChangeHook = (tx: Queryable, id: number, hidden: boolean) => Promise<void>;

export type ModerationTargets = {
  add: (target: ModerationTarget) => void;
  /** Runs `hook` in the same transaction whenever content of `type` is hidden or restored. */
  onHiddenChange: (type: ReportTargetType, hook: HiddenChangeHook) => void;
  /** The registered target; throws for a type no module contributed (a wiring mistake). */
  get: (type: ReportTargetType) => ModerationTarget;
  hooksOf: (type: ReportTargetType) => readonly HiddenChangeHook[];
};

export function createModerationTargets(): ModerationTargets {
  const targets = new Map<ReportTargetType, ModerationTarget>();
  const hooks = new Map<ReportTargetType, HiddenChangeHook[]>();
  return {
    add: (target) => {
      if (targets.has(target.type)) throw new Error(`moderation target ${target.type} added twice`);
      targets.set(target.type, target);
    },
    onHiddenChange: (type, hook) => {
      hooks.set(type, [...(hooks.get(type) ?? []), hook]);
    },
    get: (type) => {
      const target = targets.get(type);
      if (!target) throw new Error(`no module contributed the moderation target ${type}`);
      return target;
    },
    hooksOf: (type) => hooks.get(type) ?? [],
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules add the content they own that can be reported and hidden (see ports/moderationTargets.ts). */
    moderationTargets: ModerationTargets;
  }
}
