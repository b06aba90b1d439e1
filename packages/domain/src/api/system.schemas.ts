import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/**
 * Public, non-secret settings the web app needs at start-up. The server also writes it into
 * index.html as `<script type="application/json" id="site-config">` so no extra request is needed.
 */
export const ZSiteConfig = z.object({
  siteName: z.string(),
  publicUrl: z.string(),
  /** Session-analytics script address; null means nothing loads. */
  analyticsScriptUrl: z.string().nullable(),
  /** Ad script address; null means nothing loads. */
  adsScriptUrl: z.string().nullable(),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;
