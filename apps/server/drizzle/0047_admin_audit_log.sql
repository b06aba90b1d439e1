-- Admin audit log (F18.4, issue 22): one row per admin action, written in the same transaction as
-- the change. Rows are never edited: a trigger refuses UPDATE, DELETE and TRUNCATE, so not even a
-- bug in the application (or an admin with the app's database role) can rewrite what was done.
-- admin_no is null for the operator's command line (`npm run admin -- grant`) and keeps no foreign
-- key, so withdrawing an admin's account cannot delete or rewrite their history.
CREATE TABLE admin_audit_log (
  id bigserial PRIMARY KEY,
  admin_no integer,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  reason text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX admin_audit_log_admin_idx ON admin_audit_log (admin_no, id DESC);--> statement-breakpoint
CREATE INDEX admin_audit_log_target_idx ON admin_audit_log (target_type, target_id, id DESC);--> statement-breakpoint
CREATE FUNCTION admin_audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_update BEFORE UPDATE OR DELETE ON admin_audit_log
  FOR EACH ROW EXECUTE FUNCTION admin_audit_log_is_append_only();--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_truncate BEFORE TRUNCATE ON admin_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_log_is_append_only();
