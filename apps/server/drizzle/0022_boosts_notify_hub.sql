-- The hub's boosted row is cached with the hub's pages (projects.hub.ts): a boost bought or changed
-- empties them in every process, as a change to projects, positions or members already does.
CREATE TRIGGER project_boosts_notify_hub AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_boosts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hub_change();
