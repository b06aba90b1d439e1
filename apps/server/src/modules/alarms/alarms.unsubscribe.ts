import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Database, rowsOf } from '../../db/client';

/** What an unsubscribe link stops: the notification digest, or campaign e-mails. */
export type UnsubscribeFrom = 'digest' | 'campaigns';

/**
 * The unsubscribe links work without logging in: each names the person and carries an HMAC-SHA256
 * of their number and what it stops under MAIL_LINK_SECRET, so only the server can make one, and a
 * changed number, token or purpose is refused.
 */
export function unsubscribeToken(secret: string, userNo: number, from: UnsubscribeFrom = 'digest'): string {
  return createHmac('sha256', secret).update(`alarms.${from}.unsubscribe:${userNo}`).digest('base64url');
}

/** Compares in constant time (for tokens of the right length), so the answer leaks nothing. */
export function validUnsubscribeToken(
  secret: string,
  userNo: number,
  token: string,
  from: UnsubscribeFrom = 'digest',
): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, userNo, from));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function unsubscribeUrl(
  siteUrl: string,
  secret: string,
  userNo: number,
  from: UnsubscribeFrom = 'digest',
): string {
  const kind = from === 'digest' ? '' : `&k=${from}`;
  return `${siteUrl}/api/alarms/unsubscribe?u=${userNo}${kind}&t=${unsubscribeToken(secret, userNo, from)}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string, settingsUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sidecamp</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.4rem">${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(settingsUrl)}">Notification settings</a></p>
</body></html>`;
}

const Query = z.object({
  u: z.string().max(20).optional(),
  t: z.string().max(200).optional(),
  /** What to stop; the digest when absent (links in earlier digests carry no `k`). */
  k: z.enum(['digest', 'campaigns']).optional(),
});

/**
 * GET (the link in the mail) and POST (RFC 8058 one-click, from the List-Unsubscribe-Post header)
 * set the person's digest to 'never' and answer a small page. A wrong or missing token is a 403
 * and changes nothing; the person is not asked to log in.
 */
export function unsubscribeRoutes(deps: {
  db: Database;
  secret: string;
  siteUrl: string;
}): FastifyPluginAsyncZod {
  const { db, secret, siteUrl } = deps;
  const settingsUrl = `${siteUrl}/settings`;
  return async (app) => {
    // The one-click POST sends `List-Unsubscribe=One-Click` as a form; the query carries what counts.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );

    const handler = async (request: { query: z.infer<typeof Query> }) => {
      const userNo = /^[1-9]\d{0,9}$/.test(request.query.u ?? '') ? Number(request.query.u) : 0;
      const token = request.query.t ?? '';
      const from = request.query.k ?? 'digest';
      if (userNo <= 0 || userNo > 2_147_483_647 || !validUnsubscribeToken(secret, userNo, token, from)) {
        return {
          status: 403,
          html: page(
            'This link does not work',
            'The unsubscribe link is incomplete or was changed, or it is from an e-mail sent before the server was restarted with a new secret. Log in and change your e-mail choices in Settings instead.',
            settingsUrl,
          ),
        };
      }
      const updated = rowsOf<{ user_no: number }>(
        await db.execute(
          from === 'digest'
            ? sql`
          insert into alarm_settings (user_no, digest, updated_at)
          select no, 'never', now() from users where no = ${userNo}
          on conflict (user_no) do update set digest = 'never', updated_at = now()
          returning user_no`
            : // The "Campaigns from members" e-mail switch of Settings, turned off.
              sql`
          insert into notification_preferences (user_no, kind, channel, enabled)
          select no, 'marketing', 'email', false from users where no = ${userNo}
          on conflict (user_no, kind, channel) do update set enabled = false
          returning user_no`,
        ),
      );
      if (updated.length === 0) {
        return {
          status: 404,
          html: page('No such account', 'The account this link was for no longer exists.', settingsUrl),
        };
      }
      return {
        status: 200,
        html: page(
          'You are unsubscribed',
          from === 'digest'
            ? 'You will get no more notification digests by e-mail from Sidecamp. The alarm centre still shows your notifications; you can turn the e-mails back on in Settings.'
            : 'You will get no more campaign e-mails from Sidecamp members. You can turn them back on in Settings.',
          settingsUrl,
        ),
      };
    };

    const schema = {
      tags: ['alarms'],
      summary: 'Unsubscribe from digest or campaign e-mails (no log-in)',
      description:
        'The signed link in every digest and campaign e-mail: `u` the member number, `k` what to stop (`digest`, the default, or `campaigns`), `t` its HMAC. Sets the digest to never or turns campaign e-mails off, and answers a small HTML page; a wrong token answers 403 and changes nothing.',
      querystring: Query,
    };
    app.get('/alarms/unsubscribe', { schema }, async (request, reply) => {
      const answer = await handler(request);
      return reply
        .code(answer.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(answer.html);
    });
    app.post('/alarms/unsubscribe', { schema }, async (request, reply) => {
      const answer = await handler(request);
      return reply
        .code(answer.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(answer.html);
    });
  };
}
