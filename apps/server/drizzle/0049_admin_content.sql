-- Admin content (issue 22): pro approval, FAQ entries managed by admins.
SELECT 1;
