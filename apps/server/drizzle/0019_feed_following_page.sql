-- The following timeline is the lounge's most read page. Through a prepared statement PostgreSQL
-- planned it again on every call (the custom plan for the first page looks cheaper than the generic
-- one), which cost more than running it. A PL/pgSQL function keeps its statement's plan for the
-- life of the connection, and the SET clause makes that the generic plan: a backward range of the
-- reader's inbox, then one index probe per row for the item, its author and its post.
-- Returns the columns feed.service.ts presents; keep the two in step.
CREATE FUNCTION feed_following_page(viewer_no integer, before_id bigint, take integer)
RETURNS TABLE (
  id bigint, write_type text, auto_code text, actor_no integer, project_no integer, group_id integer,
  post_id integer, category text, target_type text, target_id integer, feed_title text, feed_detail text,
  user_nickname text, reference_detail text, project_name text, service_name text,
  service_introduction text, created_at timestamptz,
  actor_nickname text, actor_img text, actor_main_job text, actor_main_job_d text,
  post_type text, post_like_count integer, post_reply_count integer, post_vote_count integer,
  post_image_count integer, liked_by_me boolean
)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT f.id, f.write_type, f.auto_code, f.actor_no, f.project_no, f.group_id, f.post_id, f.category,
         f.target_type, f.target_id, f.feed_title, f.feed_detail, f.user_nickname, f.reference_detail,
         f.project_name, f.service_name, f.service_introduction, f.created_at,
         u.nickname, u.img, u.main_job, u.main_job_d,
         p.post_type, p.like_count, p.reply_count, p.vote_count, cardinality(p.image_ids),
         EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = f.post_id AND l.user_no = viewer_no)
    FROM feed_inbox i
    JOIN feed_items f ON f.id = i.item_id
    LEFT JOIN users u ON u.no = f.actor_no
    LEFT JOIN posts p ON p.id = f.post_id
   WHERE i.user_no = viewer_no AND i.item_id < before_id AND f.hidden_at IS NULL
   ORDER BY i.item_id DESC
   LIMIT take;
END $$;
