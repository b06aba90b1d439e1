import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { WRITE_LIMIT_GROUP_NAMES } from './http/writeLimits';
import { type GeneratedSecretName, type KeptSecret, keptSecret } from './keptSecrets';
import { REPO_ROOT } from './paths';

/** The repository root, so default paths work whatever directory the process starts in. */
export { REPO_ROOT } from './paths';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/** An optional setting whose empty value (`NAME=` in a .env file) means unset. */
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** `a,b,c` as a list of trimmed, non-empty entries, each checked by `problemOf`. */
const commaList = (problemOf: (entry: string) => string | undefined) =>
  z
    .string()
    .default('')
    .transform((value, context) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '');
      for (const entry of entries) {
        const problem = problemOf(entry);
        if (problem) context.addIssue({ code: 'custom', message: `"${entry}" ${problem}` });
      }
      return entries;
    });

/** An address, a CIDR range, or one of proxy-addr's names for the private ranges. */
function proxyEntryProblem(entry: string): string | undefined {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return undefined;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  const maxBits = family === 6 ? 128 : 32;
  const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
  if (family !== 0 && bitsOk && rest.length === 0) return undefined;
  return 'is not an IP address or CIDR range (nor loopback, linklocal, uniquelocal)';
}

const iceServerList = z.array(
  z.object({
    urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
    username: z.string().optional(),
    credential: z.string().optional(),
  }),
);

/**
 * Every environment variable the server reads, with the defaults that make `npm start` work on a
 * fresh machine. README.md's configuration table lists the same variables; keep them in step.
 */
/** A Redis key prefix: no spaces, and no glob characters (it starts a pattern subscription). */
const redisPrefix = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[^\s*?[\]\\]+$/, 'use letters, digits and punctuation other than * ? [ ] \\ (e.g. sidecamp-a:)');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` lines for a terminal or `json` lines; `auto` (the default) is pretty only when stdout is a terminal. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  DATABASE_URL: optionalUrl,
  /**
   * The data folder: the embedded PostgreSQL's cluster in DATA_DIR/postgres (used when DATABASE_URL
   * is unset), local uploads, kept secrets and backups.
   */
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  REDIS_URL: optionalUrl,
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps', 'web', 'dist')),
  SEED: booleanFlag,
  SITE_NAME: z.string().min(1).default('Sidecamp'),
  BUSINESS_NAME: z.string().min(1).default('Sidecamp'),
  BUSINESS_EMAIL: z.email().default('hello@sidecamp.dev'),
  BUSINESS_LOCALITY: z.string().min(1).default('Seoul'),
  BUSINESS_COUNTRY: z.string().length(2).default('KR'),
  ANALYTICS_SCRIPT_URL: optionalUrl,
  ADS_SCRIPT_URL: optionalUrl,
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // In-memory caches kept by database notifications (migration 0018); 0 turns one off.
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  HUB_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** How long a rendered public page counts as fresh for visitors without a change (http/pageCache.ts); 0 renders every one. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Sidecamp <no-reply@sidecamp.dev>'),
  /**
   * Development only, opt-in: keeps unsent mail (no SMTP_URL) readable by admins at /dev/mail.
   * Off by default, because that mail holds password-reset links; refused in production.
   */
  DEV_MAILBOX: booleanFlag,
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  /** Requests per minute per address on log-in, register and password reset. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Failed log-ins per account (normalised e-mail) per window, from any number of addresses. */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Password-reset e-mails per account per window. */
  PASSWORD_RESETS_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(5),
  ACCOUNT_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Writes per minute per person (or address) on any write that has no stricter group limit. */
  WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Per-group overrides of the write limits (http/writeLimits.ts): `post=5,like=30`, `*=N` for every group. */
  WRITE_RATE_LIMITS: commaList((entry) => {
    const [name = '', value = ''] = entry.split('=');
    if (name !== '*' && !(WRITE_LIMIT_GROUP_NAMES as string[]).includes(name))
      return `names no write-limit group (${WRITE_LIMIT_GROUP_NAMES.join(', ')}, or *)`;
    if (!/^\d+$/.test(value) || Number(value) < 1)
      return 'is not group=limit with a whole number of at least 1';
    return undefined;
  }).transform((entries) =>
    Object.fromEntries(
      entries.map((entry): [string, number] => [entry.split('=')[0] ?? '', Number(entry.split('=')[1])]),
    ),
  ),
  /**
   * Reverse proxies whose X-Forwarded-For (and -Proto, -Host) are believed: comma-separated
   * addresses or CIDR ranges, e.g. `127.0.0.1` behind a local nginx. Empty (the default): none, so
   * a client cannot choose the address its limits are counted under.
   */
  TRUST_PROXY: commaList(proxyEntryProblem),
  /**
   * The first admins: accounts with these e-mails are made admins when the server starts (and the
   * grant is written to the audit log). Not at sign-up: Sidecamp does not confirm an address at
   * sign-up, so whoever registered a listed address first would become admin. Register, then
   * restart, or use `npm run admin -- grant <email>`.
   */
  ADMIN_EMAILS: commaList((entry) =>
    z.email().safeParse(entry).success ? undefined : 'is not an e-mail address',
  ),
  /**
   * The start of every Redis key and channel of this installation (the realtime adapter's channels,
   * the rate-limit counters), so installations sharing one Redis never meet. Unset: the
   * RATE_LIMIT_REDIS_PREFIX an installation was told to set for that, else DEFAULT_REDIS_PREFIX.
   * No glob characters: the adapter subscribes to `<prefix>socket.io#/#*`.
   */
  REDIS_PREFIX: blankAsUnset(redisPrefix),
  /** The rate-limit counters' prefix (older setting, kept): by default `<REDIS_PREFIX>rl:`. */
  RATE_LIMIT_REDIS_PREFIX: blankAsUnset(redisPrefix),
  // Social login: one OpenID Connect provider per spec login-provider code, each enabled by its
  // issuer, client id and secret (0 messenger-based, 4 identity-verification, 6 portal-based).
  OIDC_MESSENGER_ISSUER: optionalUrl,
  OIDC_MESSENGER_CLIENT_ID: z.string().optional(),
  OIDC_MESSENGER_CLIENT_SECRET: z.string().optional(),
  OIDC_IDENTITY_ISSUER: optionalUrl,
  OIDC_IDENTITY_CLIENT_ID: z.string().optional(),
  OIDC_IDENTITY_CLIENT_SECRET: z.string().optional(),
  OIDC_PORTAL_ISSUER: optionalUrl,
  OIDC_PORTAL_CLIENT_ID: z.string().optional(),
  OIDC_PORTAL_CLIENT_SECRET: z.string().optional(),
  UPLOADS_DIR: z.string().optional(),
  EVENT_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(2_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /**
   * Chat messages one person may send (socket and REST together, per process): this many come back
   * every 10 seconds, up to a burst of CHAT_MESSAGE_BURST; beyond that the answer is RATE_LIMITED.
   */
  CHAT_MESSAGES_PER_10_SECONDS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  CHAT_MESSAGE_BURST: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /**
   * Time a client has to send a whole request (headers and body); one that trickles in slower is
   * answered 408 and its connection closed, so slow senders cannot hold connections open.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /**
   * STUN/TURN servers for voice chat, as a JSON array of RTCIceServer objects
   * (`[{"urls":"stun:stun.example.org:3478"},{"urls":"turn:turn.example.org","username":"u","credential":"p"}]`).
   * Empty: browsers on the same network (or loopback) connect directly.
   */
  ICE_SERVERS: z
    .string()
    .default('[]')
    .transform((value, context) => {
      try {
        return iceServerList.parse(JSON.parse(value || '[]'));
      } catch {
        context.addIssue({
          code: 'custom',
          message: 'must be a JSON array of {urls, username?, credential?}',
        });
        return z.NEVER;
      }
    }),
  /**
   * Checkout provider: the built-in sandbox or Stripe. Outside production the sandbox is the
   * default; in production it must be named, so nobody runs a free checkout by accident.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  /**
   * Secret the sandbox signs its webhooks with. Unset outside production: drawn on the first start
   * and kept in DATA_DIR/secrets (keptSecrets.ts), so no secret that anyone can read in this
   * repository ever signs a credit. Production requires it set.
   */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * Secret that signs the links in e-mails that work without logging in (the unsubscribe links).
   * Unset: the server draws one on its first start and keeps it in DATA_DIR/secrets (keptSecrets.ts).
   */
  MAIL_LINK_SECRET: z.string().min(16).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Who writes idea reports (Blueprint): the built-in offline engine, or a model behind an
   * OpenAI-compatible chat completions API (OpenAI, Ollama, vLLM, llama.cpp's server), which then
   * needs AI_BASE_URL and AI_MODEL. AI_API_KEY is sent as the bearer token and never logged.
   */
  AI_PROVIDER: z.enum(['offline', 'openai-compatible']).default('offline'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().trim().optional(),
  /** How long one model request may take before the offline report is used instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /**
   * Web push (alarm centre): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys`
   * prints it) and the contact the push services may write to (mailto: or https:). All three set:
   * push is on; none set: push is off and Settings says so. The private key is never logged.
   */
  VAPID_PUBLIC_KEY: blankAsUnset(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url VAPID public key (87 characters, no padding)'),
  ),
  VAPID_PRIVATE_KEY: blankAsUnset(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url VAPID private key (43 characters, no padding)'),
  ),
  VAPID_SUBJECT: blankAsUnset(
    z
      .string()
      .trim()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL'),
  ),
  /**
   * Prometheus metrics (http/metrics.ts) are off unless one of these is set. METRICS_TOKEN serves
   * /metrics on the main port to `Authorization: Bearer <token>` only; METRICS_PORT serves it on a
   * listener of its own at METRICS_HOST (loopback by default), the token also required if set.
   */
  METRICS_TOKEN: blankAsUnset(
    z.string().trim().min(16, 'must be at least 16 characters (a long random string)'),
  ),
  METRICS_PORT: blankAsUnset(z.coerce.number().int().min(1).max(65535)),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * S3-compatible upload storage (modules/uploads/uploads.s3Storage.ts): S3_BUCKET turns it on,
   * instead of files under UPLOADS_DIR. S3_ENDPOINT for a store other than AWS (MinIO, R2, ...),
   * usually with S3_FORCE_PATH_STYLE=1. The secret key is never logged.
   */
  S3_BUCKET: blankAsUnset(
    z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name (3-63 lowercase letters, digits, dots, dashes)',
      ),
  ),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: blankAsUnset(z.string().trim().min(1)),
  S3_SECRET_ACCESS_KEY: blankAsUnset(z.string().min(1)),
  S3_FORCE_PATH_STYLE: booleanFlag,
});

/** The Redis prefix of an installation that set none (README, Configuration). */
export const DEFAULT_REDIS_PREFIX = 'sidecamp:';

type ParsedConfig = z.infer<typeof ConfigSchema>;
export type Config = Omit<
  ParsedConfig,
  | 'PAYMENT_PROVIDER'
  | 'PAYMENT_WEBHOOK_SECRET'
  | 'MAIL_LINK_SECRET'
  | 'REDIS_PREFIX'
  | 'RATE_LIMIT_REDIS_PREFIX'
> & {
  REDIS_PREFIX: string;
  RATE_LIMIT_REDIS_PREFIX: string;
  MAIL_LINK_SECRET: string;
  PAYMENT_PROVIDER: 'sandbox' | 'stripe';
  PAYMENT_WEBHOOK_SECRET: string;
  publicUrl: string;
  isProduction: boolean;
  /** What the server should say when it starts: development conveniences that are switched on. */
  startNotices: string[];
};

/**
 * Secrets that were ever published as defaults (in this repository's history or its docs): a
 * production server refuses them, since anyone could sign a webhook with them.
 */
export const KNOWN_PUBLIC_SECRETS: readonly string[] = ['sidecamp-dev-sandbox-webhook-secret'];

export class ConfigError extends Error {}

export type LoadConfigOptions = {
  /**
   * The server's own start: secrets left unset are drawn once and kept in the data folder
   * (keptSecrets.ts). Otherwise (tests, commands that sign nothing) a random one per process,
   * and nothing is written.
   */
  keepGeneratedSecrets?: boolean;
};

/** Reads and validates the environment once; a bad value stops the start with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadConfigOptions = {}): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const isProduction = config.NODE_ENV === 'production';
  const problems: string[] = [];
  if (config.PAYMENT_PROVIDER === 'stripe' && (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)) {
    problems.push('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  if (config.AI_PROVIDER === 'openai-compatible') {
    if (!config.AI_BASE_URL)
      problems.push(
        'AI_BASE_URL: AI_PROVIDER=openai-compatible needs the API address, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1',
      );
    if (!config.AI_MODEL)
      problems.push(
        'AI_MODEL: AI_PROVIDER=openai-compatible needs the model name, e.g. gpt-4o-mini or llama3.2',
      );
  }
  const vapidSet = [config.VAPID_PUBLIC_KEY, config.VAPID_PRIVATE_KEY, config.VAPID_SUBJECT].filter(Boolean);
  if (vapidSet.length > 0 && vapidSet.length < 3) {
    problems.push(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: web push needs all three (or none, to leave it off)',
    );
  }
  if (config.S3_BUCKET) {
    // No fallback to the SDK's default credential chain: a bucket without keys is a mistake to name
    // at start, not a request that fails on the first upload.
    if (!config.S3_ACCESS_KEY_ID)
      problems.push('S3_ACCESS_KEY_ID: S3_BUCKET is set, so the access key id of the bucket is needed');
    if (!config.S3_SECRET_ACCESS_KEY)
      problems.push(
        'S3_SECRET_ACCESS_KEY: S3_BUCKET is set, so the secret access key of the bucket is needed',
      );
  } else if (config.S3_ENDPOINT || config.S3_ACCESS_KEY_ID || config.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_BUCKET: S3 settings are given but no bucket; set S3_BUCKET to store uploads in S3');
  }
  if (
    config.REDIS_PREFIX !== undefined &&
    config.RATE_LIMIT_REDIS_PREFIX !== undefined &&
    !config.RATE_LIMIT_REDIS_PREFIX.startsWith(config.REDIS_PREFIX)
  ) {
    problems.push(
      `RATE_LIMIT_REDIS_PREFIX: must start with REDIS_PREFIX (${config.REDIS_PREFIX}), so every key of the installation carries it; leave it unset for ${config.REDIS_PREFIX}rl:`,
    );
  }
  if (isProduction) {
    if (!config.PAYMENT_PROVIDER) {
      problems.push(
        'PAYMENT_PROVIDER: must be set in production (stripe, or sandbox to run the free test checkout on purpose)',
      );
    }
    // The webhook route checks this secret whichever provider is chosen, so it is always required.
    if (!config.PAYMENT_WEBHOOK_SECRET) {
      problems.push('PAYMENT_WEBHOOK_SECRET: must be set in production (a long random string)');
    } else if (KNOWN_PUBLIC_SECRETS.includes(config.PAYMENT_WEBHOOK_SECRET)) {
      problems.push('PAYMENT_WEBHOOK_SECRET: is a published default; set a long random string of your own');
    }
    if (config.DEV_MAILBOX)
      problems.push('DEV_MAILBOX: the development mailbox cannot be used in production');
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const startNotices: string[] = [];
  if (config.DEV_MAILBOX) {
    startNotices.push(
      'DEV_MAILBOX is on: mail that is not sent over SMTP can be read by admins at /dev/mail. Development only.',
    );
  }
  const paymentProvider = config.PAYMENT_PROVIDER ?? 'sandbox';
  if (paymentProvider === 'sandbox') {
    startNotices.push(
      'Payments use the sandbox: checkouts are free test payments (PAYMENT_PROVIDER=stripe for real ones).',
    );
  }
  const generated = (name: GeneratedSecretName, given: string | undefined, what: string): string => {
    if (given) return given;
    if (!options.keepGeneratedSecrets) {
      if (name === 'MAIL_LINK_SECRET') {
        startNotices.push(
          'MAIL_LINK_SECRET is unset: a random one signs unsubscribe links for this run only (no data folder is kept).',
        );
      }
      return randomBytes(32).toString('hex');
    }
    let kept: KeptSecret;
    try {
      kept = keptSecret(config.DATA_DIR, name);
    } catch (error) {
      throw new ConfigError(`Invalid configuration:\n  ${name}: ${(error as Error).message}`);
    }
    startNotices.push(
      kept.created
        ? `${name} is unset: generated one and kept it in ${kept.file} (0600); it signs ${what}. Set ${name} to the same value on every host that shares this site.`
        : `${name} is unset: using the one kept in ${kept.file}; it signs ${what}.`,
    );
    return kept.value;
  };
  const mailLinkSecret = generated(
    'MAIL_LINK_SECRET',
    config.MAIL_LINK_SECRET,
    'the unsubscribe links in e-mails',
  );
  // Production requires it set (above); elsewhere the sandbox's webhooks are signed with it.
  const paymentWebhookSecret = generated(
    'PAYMENT_WEBHOOK_SECRET',
    config.PAYMENT_WEBHOOK_SECRET,
    "the sandbox checkout's webhooks",
  );
  if (vapidSet.length === 0) {
    startNotices.push(
      'Web push is off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT to send pushes (npx web-push generate-vapid-keys).',
    );
  }
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const installationPrefix = config.REDIS_PREFIX ?? config.RATE_LIMIT_REDIS_PREFIX ?? DEFAULT_REDIS_PREFIX;
  return {
    ...config,
    REDIS_PREFIX: installationPrefix,
    RATE_LIMIT_REDIS_PREFIX: config.RATE_LIMIT_REDIS_PREFIX ?? `${installationPrefix}rl:`,
    publicUrl: (config.PUBLIC_URL ?? `http://${shownHost}:${config.PORT}`).replace(/\/$/, ''),
    PAYMENT_PROVIDER: paymentProvider,
    PAYMENT_WEBHOOK_SECRET: paymentWebhookSecret,
    MAIL_LINK_SECRET: mailLinkSecret,
    isProduction,
    startNotices,
  };
}
