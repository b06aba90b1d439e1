-- Admin audit log (issue 22): filled in by the admin module's own commit.
SELECT 1;
