import { personColumns } from '../auth';
import type { CardRow } from './booths.presenter';
import { booths } from './booths.tables';

/** The columns a booth card needs, its owner's included (join users on booths.owner_no). */
export const cardColumns = {
  id: booths.id,
  name: booths.name,
  tagline: booths.tagline,
  intro: booths.intro,
  screenshots: booths.screenshots,
  serviceCategory: booths.serviceCategory,
  platforms: booths.platforms,
  state: booths.state,
  publishedAt: booths.publishedAt,
  likeCount: booths.likeCount,
  supporterCount: booths.supporterCount,
  ownerNo: personColumns.no,
  ownerNickname: personColumns.nickname,
  ownerImg: personColumns.img,
  ownerMainJob: personColumns.mainJob,
  ownerMainJobDetail: personColumns.mainJobDetail,
};

type CardSelect = { [K in keyof typeof cardColumns]: unknown };
export const toCard = (row: CardSelect): CardRow => {
  const { ownerNo, ownerNickname, ownerImg, ownerMainJob, ownerMainJobDetail, ...booth } = row as CardRow &
    Record<'ownerNo' | 'ownerNickname' | 'ownerImg' | 'ownerMainJob' | 'ownerMainJobDetail', never>;
  return {
    ...booth,
    owner: {
      no: ownerNo as number,
      nickname: ownerNickname as string,
      img: ownerImg as string | null,
      mainJob: ownerMainJob as string | null,
      mainJobDetail: ownerMainJobDetail as string | null,
    },
  };
};
