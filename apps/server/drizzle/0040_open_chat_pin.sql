-- Open-chat top ad (issue 20 item 4, ledger code D22): the host pays points to pin their open chat at
-- the top of the directory for a week. Null when the chat is not pinned (or never was); a time in
-- the past is an expired pin and lists as usual.
ALTER TABLE chat_rooms ADD COLUMN pinned_until timestamp with time zone;
