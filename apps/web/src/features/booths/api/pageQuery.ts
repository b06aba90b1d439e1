/** The query string of one page of a booths list: its size, the cursor and any filters that are set. */
export const pageQuery = (
  cursor: string | undefined,
  extra: Record<string, string | undefined> = {},
  limit = 20,
) => {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params.toString();
};
