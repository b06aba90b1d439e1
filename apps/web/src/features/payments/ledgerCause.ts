import type { TLedgerEntry } from '@sidecamp/domain';

/** What a ledger line was for, as a place in the app: the key of its words and where it opens. */
export type LedgerCause = { kind: LedgerCauseKind; to: string };
export type LedgerCauseKind =
  | 'post'
  | 'magazine'
  | 'project'
  | 'person'
  | 'booth'
  | 'report'
  | 'campaign'
  | 'quests'
  | 'giftCards';

/** The first part of a compound cause id (`42:7`, a post and the person who liked it). */
const head = (id: string) => id.split(':')[0] ?? '';
const isNumber = (text: string) => /^\d+$/.test(text);

/**
 * The cause the ledger recorded with a line (its type and id, as the server's writers set them),
 * turned into the page it is about; null where the id does not name a page of its own (a task, a
 * reply, a payment), so no row links somewhere it is not about.
 */
export function ledgerCauseOf(entry: Pick<TLedgerEntry, 'causeType' | 'causeId'>): LedgerCause | null {
  const { causeType, causeId } = entry;
  const first = head(causeId);
  switch (causeType) {
    case 'post':
    case 'like': // `post:liker`
      return isNumber(first) ? { kind: 'post', to: `/lounge/posts/${first}` } : null;
    case 'magazine':
      return isNumber(causeId) ? { kind: 'magazine', to: `/lounge/magazines/${causeId}` } : null;
    case 'project':
    case 'boost': // `project:idempotency key`
      return isNumber(first) ? { kind: 'project', to: `/projects/${first}` } : null;
    case 'follow': // `follower:followee`: the line is the followee's, so it points at who followed
      return isNumber(first) ? { kind: 'person', to: `/u/${first}` } : null;
    case 'booth_follow': // `booth:follower`
    case 'booth_support': // `booth:idempotency key`
      return isNumber(first) ? { kind: 'booth', to: `/booths/${first}` } : null;
    case 'premium_analysis':
      return isNumber(causeId) ? { kind: 'report', to: `/blueprint/${causeId}` } : null;
    case 'campaign':
      return isNumber(causeId) ? { kind: 'campaign', to: `/campaigns/${causeId}` } : null;
    case 'quest':
      return { kind: 'quests', to: '/quests' };
    case 'gift_card':
      return { kind: 'giftCards', to: '/points/gift-cards' };
    default:
      return null;
  }
}
