-- The visitors' page cache's notifications also name the transaction: '<table>:<transaction id>'.
-- Every process that hears one raises its family's epoch in Redis to that id (never lowers it), so
-- all processes agree on the epoch after a change, and a page one of them rendered after it is
-- good for all (with a counter raised by each process in turn, a render between two raises was
-- refused by the others and rendered again). Notifications of one statement kind in one
-- transaction still fold into one.
CREATE OR REPLACE FUNCTION notify_public_pages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sidecamp_public_pages', TG_TABLE_NAME || ':' || txid_current());
  RETURN NULL;
END $$;
