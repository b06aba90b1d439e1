import {
  defaultNotificationEnabled,
  levelForExperience,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type TProfile,
  type TSettings,
} from '@sidecamp/domain';
import type { AuthUser, users } from '../auth';
import type { ProfileCounts } from './profiles.queries';
import type {
  notificationPreferences,
  profileItems,
  profileLinks,
  profiles,
  userReviews,
} from './profiles.tables';

type UserRow = typeof users.$inferSelect;
/** The item columns a profile shows. */
export type ItemRow = Pick<
  typeof profileItems.$inferSelect,
  'id' | 'type' | 'title' | 'body' | 'url' | 'organization' | 'startDate' | 'endDate' | 'position'
>;

/** A person as lists of people show them (`personColumns`). */
export type Person = {
  no: number;
  nickname: string;
  img: string | null;
  mainJob: string | null;
  mainJobDetail: string | null;
};

export const presentItem = (row: ItemRow) => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  url: row.url,
  organization: row.organization,
  startDate: row.startDate,
  endDate: row.endDate,
  position: row.position,
});

/** The viewer's relation to a profile: theirs, followed, reviewed, or reviewable. */
export type ProfileViewerState = TProfile['viewer'];

/** A profile from its rows; `earned` is the experience kept with the points account. */
export function presentProfile(parts: {
  user: UserRow;
  profile: typeof profiles.$inferSelect | undefined;
  items: ItemRow[];
  links: Array<Pick<typeof profileLinks.$inferSelect, 'integration' | 'url'>>;
  counts: ProfileCounts;
  earned: number;
  trustLevel: number;
  viewer: ProfileViewerState;
}): TProfile {
  const { user, profile, items, links, counts, earned, trustLevel, viewer } = parts;
  const standing = levelForExperience(earned);
  return {
    no: user.no,
    nickname: user.nickname,
    img: user.img,
    backgroundImg: profile?.backgroundImg ?? null,
    introduction: user.introduction,
    resumeSummary: profile?.resumeSummary ?? null,
    mainJob: user.mainJob,
    mainJobDetail: user.mainJobDetail,
    subJob: user.subJob,
    subJobDetail: user.subJobDetail,
    occupationStatus: user.occupationStatus,
    visitPurpose: user.visitPurpose,
    skillLevel: profile?.skillLevel ?? null,
    experience: profile?.experience ?? null,
    region: profile?.region ?? null,
    gender: profile?.gender ?? null,
    ageBand: profile?.ageBand ?? null,
    personalityType: profile?.personalityType ?? null,
    techStacks: profile?.techStacks ?? [],
    visibility: profile?.visibility ?? 'public',
    items: items.map(presentItem),
    links: links.map((link) => ({ integration: link.integration, url: link.url })),
    counts,
    level: {
      level: standing.level,
      experience: earned,
      ratio: standing.ratio,
      minExp: standing.minExp,
      maxExp: Number.isFinite(standing.maxExp) ? standing.maxExp : null,
      progress: standing.progress,
    },
    trustLevel,
    joinedAt: user.createdAt.toISOString(),
    viewer,
  };
}

export const presentFollower = <Row extends Person & { since: Date }>(row: Row) => ({
  ...row,
  since: row.since.toISOString(),
});

type ReviewRow = Pick<typeof userReviews.$inferSelect, 'rating' | 'body' | 'createdAt' | 'updatedAt'>;

export const presentReview = <Row extends ReviewRow & { reviewer: Person }>(row: Row) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Settings: every notification kind and channel, the stored choice or its default. */
export function presentSettings(
  user: AuthUser,
  stored: Array<typeof notificationPreferences.$inferSelect>,
  socialProviders: string[],
  visibility: string | undefined,
): TSettings {
  const chosen = new Map(stored.map((row) => [`${row.kind}/${row.channel}`, row.enabled]));
  const notifications = NOTIFICATION_KINDS.codes.flatMap((kind) =>
    NOTIFICATION_CHANNELS.codes.map((channel) => ({
      kind,
      channel,
      enabled: chosen.get(`${kind}/${channel}`) ?? defaultNotificationEnabled(kind, channel),
    })),
  );
  return {
    account: {
      email: user.email,
      nickname: user.nickname,
      hasPassword: user.passwordHash !== null,
      socialProviders,
      joinedAt: user.createdAt.toISOString(),
    },
    notifications,
    privacy: { visibility: (visibility ?? 'public') as TSettings['privacy']['visibility'] },
  };
}
