-- The board's and the to-do panel's answers are kept in memory (modules/workspace/workspace.readCache.ts),
-- emptied in every process by this channel: 'p:<project>' when a task of that project changes (its
-- boards), 'u:<user>' for the assignee before and after (their to-do panel) and for a person's own
-- to-dos or memberships, '*' when what a task card shows of a person or a project changes.
-- PostgreSQL folds identical notifications within a transaction, so a reorder sends one per project.
CREATE FUNCTION notify_workspace_task_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('sidecamp_workspace', 'p:' || OLD.project_no);
    IF OLD.assignee_no IS NOT NULL THEN PERFORM pg_notify('sidecamp_workspace', 'u:' || OLD.assignee_no); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('sidecamp_workspace', 'p:' || NEW.project_no);
    IF NEW.assignee_no IS NOT NULL THEN PERFORM pg_notify('sidecamp_workspace', 'u:' || NEW.assignee_no); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER project_tasks_notify_workspace AFTER INSERT OR UPDATE OR DELETE ON project_tasks
  FOR EACH ROW EXECUTE FUNCTION notify_workspace_task_change();--> statement-breakpoint
CREATE FUNCTION notify_workspace_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('sidecamp_workspace', 'u:' || OLD.user_no); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('sidecamp_workspace', 'u:' || NEW.user_no); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER personal_todos_notify_workspace AFTER INSERT OR UPDATE OR DELETE ON personal_todos
  FOR EACH ROW EXECUTE FUNCTION notify_workspace_user_change();--> statement-breakpoint
CREATE TRIGGER project_members_notify_workspace AFTER INSERT OR UPDATE OR DELETE ON project_members
  FOR EACH ROW EXECUTE FUNCTION notify_workspace_user_change();--> statement-breakpoint
CREATE FUNCTION notify_workspace_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sidecamp_workspace', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER project_tasks_truncate_notify_workspace AFTER TRUNCATE ON project_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_workspace_everything();--> statement-breakpoint
CREATE TRIGGER personal_todos_truncate_notify_workspace AFTER TRUNCATE ON personal_todos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_workspace_everything();--> statement-breakpoint
CREATE TRIGGER project_members_truncate_notify_workspace AFTER TRUNCATE ON project_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_workspace_everything();--> statement-breakpoint
CREATE TRIGGER users_notify_workspace AFTER UPDATE OF nickname, img, main_job, main_job_d OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_workspace_everything();--> statement-breakpoint
CREATE TRIGGER projects_notify_workspace AFTER UPDATE OF name OR DELETE OR TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_workspace_everything();
