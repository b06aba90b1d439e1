import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.literal('postgres'), ok: z.boolean(), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/**
 * GET /api/ready: readiness, for a load balancer or an orchestrator. 200 only when the database
 * answers and every migration this build knows is applied; 503 otherwise, with the reason.
 * (GET /api/health is liveness: the process answers.)
 */
export const ZReadinessResponse = z.object({
  ready: z.boolean(),
  /** Why not ready: the database does not answer, or migrations are missing (running now, or not yet). */
  reason: z.enum(['database_unavailable', 'migrations_running', 'migrations_pending']).nullable(),
  message: z.string(),
  database: z.object({ driver: z.literal('postgres'), ok: z.boolean() }),
  /** Null when the database could not be asked. */
  migrations: z
    .object({
      applied: z.number().int(),
      expected: z.number().int(),
      /** Tags of the migrations in this build's journal not applied yet, oldest first. */
      pending: z.array(z.string()),
    })
    .nullable(),
});
export type TReadinessResponse = z.infer<typeof ZReadinessResponse>;

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

/**
 * GET /api/dev/mail (development only): what the platform "sent" while no SMTP server is
 * configured, newest first. Shared so the development mail page reads the server's own contract.
 */
export const ZDevMailList = z.object({
  transport: z.enum(['smtp', 'outbox']),
  messages: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type TDevMailList = z.infer<typeof ZDevMailList>;

/** An answer with no body worth reading (204, or a body the caller ignores). */
export const ZNoContent = z.unknown();
/** POST answers that only name what they created. */
export const ZCreatedId = z.object({ id: z.number() });
