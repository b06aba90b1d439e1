-- A room's newest messages in seq order (migration 0032), for the first page of its history read as
-- a prepared statement: a plan made once for every room must not walk the primary key backwards
-- past other rooms' messages (what the planner picks for "room_id = $1 order by id desc" on a
-- generic plan), and this is the only index that gives seq order.
CREATE INDEX chat_messages_room_seq_idx ON chat_messages (room_id, seq);
