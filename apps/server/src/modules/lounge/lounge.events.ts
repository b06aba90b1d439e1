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
    /** A reader got over QUEST_READ_SHARE through a new magazine (Q3); once a reader, magazine and day. */
    'magazine.read': { magazineId: number; userNo: number; authorNo: number };
    /** A reader clicked a survey or event link in a magazine's body (Q2); once a reader, magazine and day. */
    'magazine.linkClicked': { magazineId: number; userNo: number; authorNo: number; href: string };
    /** U008. */
    'note.created': { noteId: number; authorNo: number };
    'note.deleted': { noteId: number; authorNo: number };
  }
}

export {};
