import { eq } from 'drizzle-orm';
import { posts, replies } from '../../lounge';
import { mentioned, postOf, quoted } from '../alarms.drafts';
import type { AlarmDraft } from '../alarms.notify';
import { explicitWatchers } from '../alarms.notify';
import type { NotificationSource } from './source';

/** Lounge notifications: replies and mentions in posts, likes. */
export const loungeNotifications: NotificationSource = {
  'reply.created': async ({ postId, replyId, authorNo, postAuthorNo }, event, tx) => {
    const post = await postOf(tx, postId);
    const [reply] = await tx.select({ body: replies.body }).from(replies).where(eq(replies.id, replyId));
    const object = { type: 'post', id: postId } as const;
    const link = `/lounge/posts/${postId}`;
    const title = quoted(post?.title ?? '', 'your post');
    const base = { actorNo: authorNo, object, link, eventId: event.id };
    const drafts: AlarmDraft[] = [];
    // Named people first, so someone both named and watching gets the mention.
    for (const userNo of await mentioned(tx, reply?.body ?? ''))
      drafts.push({
        ...base,
        userNo,
        type: 'mention',
        text: `mentioned you in a reply to ${title}`,
        needs: 'normal',
        defaultLevel: 'normal',
      });
    drafts.push({
      ...base,
      userNo: postAuthorNo,
      type: 'reply',
      text: `replied to your post ${title}`,
      needs: 'normal',
      defaultLevel: 'watching',
    });
    for (const userNo of await explicitWatchers(tx, object))
      drafts.push({
        ...base,
        userNo,
        type: 'reply',
        text: `replied to ${title}`,
        needs: 'watching',
        defaultLevel: 'normal',
      });
    return drafts;
  },
  'post.created': async ({ postId, authorNo }, event, tx) => {
    const [post] = await tx
      .select({ title: posts.title, body: posts.bodyText })
      .from(posts)
      .where(eq(posts.id, postId));
    const names = await mentioned(tx, `${post?.title ?? ''} ${post?.body ?? ''}`);
    return names.map((userNo) => ({
      userNo,
      type: 'mention',
      actorNo: authorNo,
      object: { type: 'post', id: postId },
      text: `mentioned you in ${quoted(post?.title ?? '', 'a post')}`,
      link: `/lounge/posts/${postId}`,
      eventId: event.id,
      needs: 'normal',
      defaultLevel: 'normal',
    }));
  },
  'post.liked': async ({ postId, userNo, authorNo }, event, tx) => {
    const post = await postOf(tx, postId);
    return [
      {
        userNo: authorNo,
        type: 'like',
        actorNo: userNo,
        object: { type: 'post', id: postId },
        text: `liked your post ${quoted(post?.title ?? '', '')}`.trim(),
        link: `/lounge/posts/${postId}`,
        eventId: event.id,
        needs: 'normal',
        defaultLevel: 'watching',
      },
    ];
  },
};
