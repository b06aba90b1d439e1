-- The unread counts (issue 19's bench): a person's unread notifications per group after the
-- last-read pointer, newest first. Rows opened one by one (read_at set) are not in it, so counting
-- up to the cap of 100 reads at most 100 entries, however many of a long history were read one by
-- one; on notifications_user_group_seq_idx a heavy reader who opens each one had the count skip
-- every read row after the pointer (56,000 heap rows, hundreds of ms, at 10,000,000 notifications).
CREATE INDEX notifications_unread_idx ON notifications (user_no, alarm_group, seq DESC) WHERE read_at IS NULL;
