/**
 * Lounge events: postings, replies, likes, magazines (S001/S003/S004) and notes (U008). The feed
 * builds automatic items from them; points credit and deduct them.
 */
declare module '../../events/catalog' {
  interface DomainEventMap {
    'post.created': {
      postId: number;
      authorNo: number;
      category: string;
      postType: string;
      projectNo: number | null;
      groupId: number | null;
    };
    'post.deleted': { postId: number; authorNo: number };
    'reply.created': { replyId: number; postId: number; authorNo: number; postAuthorNo: number };
    'reply.deleted': { replyId: number; postId: number; authorNo: number };
    'post.liked': { postId: number; userNo: number; authorNo: number };
    'post.unliked': { postId: number; userNo: number; authorNo: number };
    'magazine.published': {
      magazineId: number;
      authorNo: number;
      scope: 'S001' | 'S003' | 'S004';
      projectNo: number | null;
    };
    'magazine.deleted': { magazineId: number; authorNo: number };
    /** U008. */
    'note.created': { noteId: number; authorNo: number };
    'note.deleted': { noteId: number; authorNo: number };
  }
}

export {};
