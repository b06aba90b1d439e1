/**
 * Addresses crawlers are asked to leave alone: a person's own pages (settings, chat, alarms,
 * points, to-dos, quests), the admin and moderation screens, forms (writing, editing, launching,
 * account pages), and the API (the pictures pages show excepted). Taken from the web features'
 * routes.ts; the public pages they leave are the ones the sitemaps list.
 */
export const DISALLOWED = [
  '/api/',
  '/admin',
  '/settings',
  '/chat',
  '/alarms',
  '/todo',
  '/quests',
  '/points',
  '/checkout/',
  '/campaigns',
  '/blueprint',
  '/welcome',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/dev/',
  '/projects/new',
  '/projects/mine',
  '/projects/*/edit',
  '/projects/*/applications',
  '/projects/*/workspace',
  '/booths/launch',
  '/booths/*/edit',
  '/lounge/write',
  '/lounge/following',
  '/lounge/search',
  '/lounge/reports',
  '/lounge/posts/*/edit',
  '/people/matches',
  '/people/for-me',
  '/u/*/resume',
] as const;

/** Uploaded pictures public pages show (their own access checks still apply). */
const ALLOWED_API = ['/api/files/'] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ALLOWED_API.map((path) => `Allow: ${path}`),
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
