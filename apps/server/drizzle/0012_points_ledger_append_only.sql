-- The points ledger is append-only: a correction is a reversing entry, never an edit. The database
-- itself refuses UPDATE, DELETE and TRUNCATE on point_entries, whatever code (or person) asks.
CREATE FUNCTION point_entries_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_entries is append-only: % refused (add a reversing entry instead)', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER point_entries_no_update_or_delete
  BEFORE UPDATE OR DELETE ON point_entries
  FOR EACH ROW EXECUTE FUNCTION point_entries_refuse_change();--> statement-breakpoint
CREATE TRIGGER point_entries_no_truncate
  BEFORE TRUNCATE ON point_entries
  FOR EACH STATEMENT EXECUTE FUNCTION point_entries_refuse_change();
