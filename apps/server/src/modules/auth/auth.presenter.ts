import type { TSessionUser } from '@sidecamp/domain';
import type { users } from './auth.tables';

type UserRow = typeof users.$inferSelect;

/** The spec's user profile shape (point 3), for the session check and the realtime handshake. */
export function presentSessionUser(user: UserRow): TSessionUser {
  return {
    no: user.no,
    nickname: user.nickname,
    img: user.img,
    chat_uid: user.chatUid,
    main_job: user.mainJob,
    main_jobD: user.mainJobDetail,
    sub_job: user.subJob,
    sub_jobD: user.subJobDetail,
    admin: user.role === 'admin',
  };
}
