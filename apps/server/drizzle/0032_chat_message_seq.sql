-- Unread counts without counting messages. Every message carries its place in its room (seq: 1 for a
-- room's first message, one more for each after it) and every room names its last message, so a
-- reader's unread count is the seq of the room's last message minus the seq of the message their
-- last-read pointer names: two primary-key look-ups however long the room. (Counting on the
-- (room_id, id) index was what the planner would not do: with room_id this skewed it walked the
-- primary key, thousands of rows per room, for the count and for the last message alike.) Nothing
-- per reader is stored beyond the last-read message id they already had.
ALTER TABLE chat_messages ADD COLUMN seq integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE chat_rooms ADD COLUMN last_message_id bigint;--> statement-breakpoint
UPDATE chat_messages m SET seq = numbered.seq
  FROM (SELECT id, row_number() OVER (PARTITION BY room_id ORDER BY id) AS seq FROM chat_messages) numbered
 WHERE numbered.id = m.id;--> statement-breakpoint
UPDATE chat_rooms r SET last_message_id = (SELECT max(m.id) FROM chat_messages m WHERE m.room_id = r.id);--> statement-breakpoint
-- A last-read pointer names a message of its room (or is 0): the read path snaps what a client
-- sends to the message at or before it; pointers written before that rule are snapped once here.
UPDATE chat_participants p
   SET last_read_message_id = coalesce((SELECT max(m.id) FROM chat_messages m
                                         WHERE m.room_id = p.room_id AND m.id <= p.last_read_message_id), 0);--> statement-breakpoint
-- Your own message is read by you (the write path moves your pointer to it in its transaction);
-- rows written before that rule, or behind the app's back, are brought in line once here.
UPDATE chat_participants p SET last_read_message_id = own.last_id
  FROM (SELECT room_id, sender_no, max(id) AS last_id FROM chat_messages
         WHERE sender_no IS NOT NULL GROUP BY room_id, sender_no) own
 WHERE own.room_id = p.room_id AND own.sender_no = p.user_no AND own.last_id > p.last_read_message_id;--> statement-breakpoint
-- A new message takes the seq after the room's last message and becomes its last message. The room
-- row is locked first (the chat write path, modules/chat/chat.rooms.ts lockRoom, already holds that
-- lock before its message takes an id), so a room's messages are numbered one at a time, in id
-- order, whoever inserts them. A row that ON CONFLICT DO NOTHING will skip (the sender's client id
-- is already stored: final under the room's lock) changes nothing, so seq has no gaps.
CREATE FUNCTION chat_messages_number() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous_id bigint;
BEGIN
  SELECT last_message_id INTO previous_id FROM chat_rooms WHERE id = NEW.room_id FOR NO KEY UPDATE;
  IF NEW.client_id IS NOT NULL AND NEW.sender_no IS NOT NULL AND EXISTS (
       SELECT 1 FROM chat_messages m
        WHERE m.room_id = NEW.room_id AND m.sender_no = NEW.sender_no AND m.client_id = NEW.client_id) THEN
    RETURN NEW;
  END IF;
  NEW.seq := coalesce((SELECT m.seq FROM chat_messages m WHERE m.id = previous_id), 0) + 1;
  UPDATE chat_rooms SET last_message_id = NEW.id WHERE id = NEW.room_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER chat_messages_number BEFORE INSERT ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION chat_messages_number();--> statement-breakpoint
-- The app deletes no single message (a room's go with the room), but one deleted behind its back
-- keeps every count exact: the messages after it move up one place, a room whose last message it
-- was names the one before it (or none), and a pointer that named it names the one before it (or 0).
CREATE FUNCTION chat_messages_unnumber() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous_id bigint;
BEGIN
  PERFORM 1 FROM chat_rooms WHERE id = OLD.room_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN NULL; -- the room itself was deleted: its messages and participants go with it
  END IF;
  SELECT max(m.id) INTO previous_id FROM chat_messages m WHERE m.room_id = OLD.room_id AND m.id < OLD.id;
  UPDATE chat_messages SET seq = seq - 1 WHERE room_id = OLD.room_id AND id > OLD.id;
  UPDATE chat_rooms
     SET last_message_id = (SELECT max(m.id) FROM chat_messages m WHERE m.room_id = OLD.room_id)
   WHERE id = OLD.room_id AND last_message_id = OLD.id;
  UPDATE chat_participants SET last_read_message_id = coalesce(previous_id, 0)
   WHERE room_id = OLD.room_id AND last_read_message_id = OLD.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER chat_messages_unnumber AFTER DELETE ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION chat_messages_unnumber();
