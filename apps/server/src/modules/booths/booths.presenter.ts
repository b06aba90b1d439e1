import {
  BOOTH_INTRO_PREVIEW_LENGTH,
  type BoothStateCode,
  type IndustryCode,
  type PlatformCode,
  previewText,
  type ServiceCategoryCode,
  type TBooth,
  type TBoothCard,
  type TPersonSummary,
} from '@sidecamp/domain';
import type { BoothRole, BoothRow } from './booths.access';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export type TeamRow = TPersonSummary & { role: string; since: Date | string };

export function presentBooth(
  booth: BoothRow,
  team: TeamRow[],
  viewer: {
    role: BoothRole;
    liked: boolean;
    following: boolean;
    pendingJoinRequestId: number | null;
    pendingInvitationId: number | null;
  },
): TBooth {
  return {
    id: booth.id,
    projectNo: booth.projectNo,
    name: booth.name,
    tagline: booth.tagline,
    intro: booth.intro,
    description: booth.description,
    screenshots: booth.screenshots,
    videoLink: booth.videoLink,
    links: booth.links,
    platforms: booth.platforms as PlatformCode[],
    serviceCategory: booth.serviceCategory as ServiceCategoryCode,
    industry: booth.industry as IndustryCode,
    launchDate: booth.launchDate,
    state: booth.state as BoothStateCode,
    publishedAt: iso(booth.publishedAt),
    hiddenByAdmin: booth.hiddenAt !== null,
    createdAt: new Date(booth.createdAt).toISOString(),
    team: team.map(({ role, since, ...person }) => ({
      person,
      role: role === 'owner' ? 'owner' : 'member',
      since: new Date(since).toISOString(),
    })),
    counts: countsOf(booth),
    viewer: {
      liked: viewer.liked,
      following: viewer.following,
      isTeam: viewer.role !== null,
      isOwner: viewer.role === 'owner',
      pendingJoinRequestId: viewer.pendingJoinRequestId,
      pendingInvitationId: viewer.pendingInvitationId,
    },
  };
}

export function countsOf(booth: BoothRow): TBooth['counts'] {
  return {
    likes: booth.likeCount,
    follows: booth.followCount,
    supporters: booth.supporterCount,
    supportPoints: booth.supportPoints,
    reviews: booth.reviewCount,
    meanRating: booth.reviewCount === 0 ? null : Math.round((booth.ratingSum / booth.reviewCount) * 10) / 10,
  };
}

export type CardRow = Pick<
  BoothRow,
  | 'id'
  | 'name'
  | 'tagline'
  | 'intro'
  | 'screenshots'
  | 'serviceCategory'
  | 'platforms'
  | 'state'
  | 'publishedAt'
  | 'likeCount'
  | 'supporterCount'
> & { owner: TPersonSummary };

export function presentCard(row: CardRow): TBoothCard {
  return {
    id: row.id,
    name: row.name,
    tagline: row.tagline,
    introPreview: previewText(row.intro, BOOTH_INTRO_PREVIEW_LENGTH),
    cover: row.screenshots[0] ?? null,
    serviceCategory: row.serviceCategory as ServiceCategoryCode,
    platforms: row.platforms as PlatformCode[],
    state: row.state as BoothStateCode,
    publishedAt: iso(row.publishedAt),
    likes: row.likeCount,
    supporters: row.supporterCount,
    owner: row.owner,
  };
}
