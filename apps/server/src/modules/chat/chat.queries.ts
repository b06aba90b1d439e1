import { sql } from 'drizzle-orm';

/** Unread counts are counted up to this many per room; the badge shows "999+" beyond. */
export const UNREAD_COUNT_CAP = 1000;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The room columns plus the viewer's participant row, the last message and the unread count. */
export const roomSelect = (viewerNo: number) => sql`
  select r.id, r.type, r.name, r.description, r.host_no, r.project_no, r.reservation_id,
         r.participants_size, r.end_date, r.attributes, r.bot_enabled, r.created_at,
         p.role, p.status, p.last_read_message_id, p.is_alarm_blocked,
         lm.id as lm_id, lm.body as lm_body, lm.type as lm_type, lm.created_at as lm_created_at,
         (select count(*) from (
            select 1 from chat_messages m
             where m.room_id = r.id and m.id > p.last_read_message_id
               and m.sender_no is distinct from p.user_no
             limit ${UNREAD_COUNT_CAP}) unread_window) as unread
    from chat_rooms r
    left join chat_participants p on p.room_id = r.id and p.user_no = ${viewerNo}
    left join lateral (
      select m.id, m.body, m.type, m.created_at from chat_messages m
       where m.room_id = r.id order by m.id desc limit 1) lm on true`;

export const messageSelect = sql`
  select m.id, m.room_id, m.sender_no, m.type, m.body, m.upload_id, m.client_id, m.created_at,
         u.nickname as sender_nickname, u.img as sender_img, (up.thumbnail_key is not null) as has_thumbnail
    from chat_messages m
    left join users u on u.no = m.sender_no
    left join uploads up on up.id = m.upload_id`;
