import { sql } from 'drizzle-orm';

/** Unread counts are counted up to this many per room; the badge shows "999+" beyond. */
export const UNREAD_COUNT_CAP = 1000;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The room columns plus the viewer's participant row, the last message, the unread count and the
 * people a room card shows (as JSON, so a list is one statement, not one more for its people):
 * only the host and the two sides of one-to-one and pro chats, since an open chat can hold
 * thousands.
 */
export const roomSelect = (viewerNo: number) => sql`
  select r.id, r.type, r.name, r.description, r.host_no, r.project_no, r.reservation_id,
         r.participants_size, r.end_date, r.attributes, r.bot_enabled, r.created_at,
         p.role, p.status, p.last_read_message_id, p.is_alarm_blocked,
         lm.id as lm_id, lm.body as lm_body, lm.type as lm_type, lm.created_at as lm_created_at,
         (select count(*) from (
            select 1 from chat_messages m
             where m.room_id = r.id and m.id > p.last_read_message_id
               and m.sender_no is distinct from p.user_no
             limit ${UNREAD_COUNT_CAP}) unread_window) as unread,
         (select coalesce(json_agg(json_build_object(
                   'room_id', pp.room_id, 'user_no', pp.user_no, 'role', pp.role,
                   'status', pp.status, 'nickname', pu.nickname, 'img', pu.img)), '[]'::json)
            from chat_participants pp
            join users pu on pu.no = pp.user_no
           where pp.room_id = r.id and (pp.role in ('host', 'pro') or r.type in ('01', '04'))) as people
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
