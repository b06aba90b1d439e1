import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Database, rowsOf } from '../../db/client';
import { type HtmlPageForm, htmlPage } from '../../http/htmlPage';

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

const Query = z.object({
  u: z.string().max(20).optional(),
  t: z.string().max(200).optional(),
  /** What to stop; the digest when absent (links in earlier digests carry no `k`). */
  k: z.enum(['digest', 'campaigns']).optional(),
});

type Answer = { status: number; html: string };

const WHAT: Record<UnsubscribeFrom, { question: string; ask: string; done: string }> = {
  digest: {
    question: 'Unsubscribe from notification digests?',
    ask: 'Press the button to stop the e-mails that sum up your Sidecamp notifications. The alarm centre keeps showing them, and you can turn the e-mails back on in Settings.',
    done: 'You will get no more notification digests by e-mail from Sidecamp. The alarm centre still shows your notifications; you can turn the e-mails back on in Settings.',
  },
  campaigns: {
    question: 'Stop campaign e-mails?',
    ask: 'Press the button to stop the campaign e-mails that Sidecamp members send. You can turn them back on in Settings.',
    done: 'You will get no more campaign e-mails from Sidecamp members. You can turn them back on in Settings.',
  },
};

/**
 * The signed links in digest and campaign e-mails, working without a log-in. Opening one (GET)
 * only shows a page that asks, because mail scanners and link previews open every link in a mail;
 * the change is a POST: the page's button, or a mail client's RFC 8058 one-click POST (the mails
 * carry `List-Unsubscribe-Post`). A wrong or missing token is a 403 and changes nothing.
 */
export function unsubscribeRoutes(deps: {
  db: Database;
  secret: string;
  siteUrl: string;
}): FastifyPluginAsyncZod {
  const { db, secret, siteUrl } = deps;
  const links = [{ href: `${siteUrl}/settings`, label: 'Notification settings' }];
  const pageAnswer = (status: number, title: string, text: string, form?: HtmlPageForm): Answer => ({
    status,
    html: htmlPage({ title, paragraphs: [text], links, ...(form ? { form } : {}) }),
  });
  const refused = pageAnswer(
    403,
    'This link does not work',
    'The unsubscribe link is incomplete or was changed, or the site has changed the key its e-mail links are signed with since it was sent. Log in and change your e-mail choices in Settings instead.',
  );
  const noAccount = pageAnswer(404, 'No such account', 'The account this link was for no longer exists.');

  /** The person and what to stop, when the link is the server's own; otherwise nothing. */
  function signedLink(query: z.infer<typeof Query>): { userNo: number; from: UnsubscribeFrom } | undefined {
    const userNo = /^[1-9]\d{0,9}$/.test(query.u ?? '') ? Number(query.u) : 0;
    const from = query.k ?? 'digest';
    if (userNo <= 0 || userNo > 2_147_483_647) return undefined;
    return validUnsubscribeToken(secret, userNo, query.t ?? '', from) ? { userNo, from } : undefined;
  }

  async function ask(query: z.infer<typeof Query>): Promise<Answer> {
    const link = signedLink(query);
    if (!link) return refused;
    const known = rowsOf(await db.execute(sql`select 1 from users where no = ${link.userNo}`));
    if (known.length === 0) return noAccount;
    // The form posts back to this same signed link, rebuilt from what was checked.
    const action = new URL(unsubscribeUrl(siteUrl, secret, link.userNo, link.from));
    return pageAnswer(200, WHAT[link.from].question, WHAT[link.from].ask, {
      action: `${action.pathname}${action.search}`,
      button: 'Unsubscribe',
    });
  }

  async function unsubscribe(query: z.infer<typeof Query>): Promise<Answer> {
    const link = signedLink(query);
    if (!link) return refused;
    const { userNo, from } = link;
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
    if (updated.length === 0) return noAccount;
    return pageAnswer(200, 'You are unsubscribed', WHAT[from].done);
  }

  return async (app) => {
    // The one-click POST sends `List-Unsubscribe=One-Click` as a form, the page's button an empty
    // one; the query carries what counts.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    const send = (reply: FastifyReply, answer: Answer) =>
      reply
        .code(answer.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(answer.html);

    const description =
      '`u` the member number, `k` what to stop (`digest`, the default, or `campaigns`), `t` its HMAC; a wrong token answers 403 and changes nothing.';
    app.get(
      '/alarms/unsubscribe',
      {
        schema: {
          tags: ['alarms'],
          summary: 'The unsubscribe link of digest and campaign e-mails: a page that asks (no log-in)',
          description: `Changes nothing: answers an HTML page whose button POSTs to the same link. ${description}`,
          querystring: Query,
        },
      },
      async (request, reply) => send(reply, await ask(request.query)),
    );
    app.post(
      '/alarms/unsubscribe',
      {
        schema: {
          tags: ['alarms'],
          summary: 'Unsubscribe from digest or campaign e-mails (the page button, or RFC 8058 one-click)',
          description: `Sets the digest to never or turns campaign e-mails off, and answers a small HTML page. ${description}`,
          querystring: Query,
        },
      },
      async (request, reply) => send(reply, await unsubscribe(request.query)),
    );
  };
}
