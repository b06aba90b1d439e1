import { users } from './auth.tables';

/** The columns every list shows of a person (a card's author, a member, a follower), in one place. */
export const personColumns = {
  no: users.no,
  nickname: users.nickname,
  img: users.img,
  mainJob: users.mainJob,
  mainJobDetail: users.mainJobDetail,
};
