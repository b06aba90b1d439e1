// Booths expose nothing to other features yet; the pages are routed by routes.ts.
// Inside, components/, hooks/ and api/ follow the server module's parts (modules/booths): `booth`
// (the booth, its lists, launch form and build progress), `support`, `ranking`, `talk` (reviews,
// forum, replies), `promo` (promotion codes and bookmarks) and `team`.
export {};
