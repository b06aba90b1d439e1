import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { EventListener } from '../../events/dispatcher';
import { users } from '../auth';
import { NAME_LEADING_CODES } from './feed.listeners';
import { feedItems } from './feed.tables';

/**
 * Feed items keep a copy of their actor's nickname (so a timeline reads one table), and the
 * automatic items that tell what a person did quote it in their text ("X joined Sidecamp.",
 * "X joined <project>.", "Y took over the lead of <project> from X."). On withdrawal the items stay,
 * as content others saw, under the account's anonymous name: the copy and every quote of the old
 * name are rewritten. A quote is replaced where the item's template puts the name (first, or after
 * the closing "from"), never wherever the letters happen to appear in a project's name.
 */
export function feedWithdrawalListener(): EventListener {
  return {
    name: 'feed.withdrawal',
    types: ['user.withdrawn'],
    async handle(event, tx) {
      const { userNo } = event.payload as { userNo: number };
      const [account] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.no, userNo));
      if (!account) return;
      const anonymous = account.nickname;
      // Every name the person's items were written under (a nickname can change over the years).
      const formerNames = (
        await tx
          .selectDistinct({ name: feedItems.userNickname })
          .from(feedItems)
          .where(and(eq(feedItems.actorNo, userNo), isNotNull(feedItems.userNickname)))
      )
        .map((row) => row.name ?? '')
        .filter((name) => name !== '' && name !== anonymous);

      const quotingCodes = sql.join(
        NAME_LEADING_CODES.map((code) => sql`${code}`),
        sql`, `,
      );
      // The person's own items begin with the name they were written under.
      await tx.execute(sql`
        update ${feedItems}
           set feed_detail = ${anonymous} || substr(feed_detail, length(user_nickname) + 1)
         where actor_no = ${userNo} and auto_code in (${quotingCodes}) and user_nickname is not null
           and left(feed_detail, length(user_nickname)) = user_nickname`);
      // A lead taken from them names them last: "... from X."
      for (const name of formerNames) {
        const ending = `from ${name}.`;
        await tx.execute(sql`
          update ${feedItems}
             set feed_detail = left(feed_detail, length(feed_detail) - length(${ending})) || ${`from ${anonymous}.`}
           where auto_code = 'P011' and data->>'fromNo' = ${String(userNo)}
             and right(feed_detail, length(${ending})) = ${ending}`);
      }
      await tx.update(feedItems).set({ userNickname: anonymous }).where(eq(feedItems.actorNo, userNo));
    },
  };
}
