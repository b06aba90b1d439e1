-- Moderation (issue 22): reports over five kinds of content, hide/restore, bans.
SELECT 1;
