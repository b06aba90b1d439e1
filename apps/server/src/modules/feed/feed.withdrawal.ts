import { eq } from 'drizzle-orm';
import type { EventListener } from '../../events/dispatcher';
import { users } from '../auth';
import { feedItems } from './feed.tables';

/**
 * Feed items keep a copy of their actor's nickname (so a timeline reads one table). On withdrawal
 * the items stay, as content others saw, under the account's anonymous name.
 */
export function feedWithdrawalListener(): EventListener {
  return {
    name: 'feed.withdrawal',
    types: ['user.withdrawn'],
    async handle(event, tx) {
      const { userNo } = event.payload as { userNo: number };
      const [account] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.no, userNo));
      if (!account) return;
      await tx.update(feedItems).set({ userNickname: account.nickname }).where(eq(feedItems.actorNo, userNo));
    },
  };
}
