import { ZAlarmPage, ZAlarmSettings } from '@sidecamp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller } from '../../test/http';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtpServer';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import type { Mailer } from '../mail/mail.service';
import { createDigestService } from './alarms.digest';
import { type AlarmDraft, notifyAll } from './alarms.notify';
import { alarmSettings, notifications } from './alarms.tables';

let t: TestApp;
let call: ReturnType<typeof caller>;
let smtp: TestSmtpServer;
let mailer: Mailer;

beforeAll(async () => {
  // A real SMTP relay on loopback; the app sends through it too, so the app's own background
  // sweep (every minute) delivers to the same place as the sweeps the tests run with their clock.
  smtp = await startTestSmtpServer();
  t = await createTestApp({ ...RELAXED_RATE_LIMITS, SMTP_URL: smtp.url });
  call = caller(t);
  mailer = t.mailer;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const digests = () =>
  createDigestService({
    db: t.database.db,
    mailer,
    siteUrl: t.config.publicUrl,
    secret: t.config.MAIL_LINK_SECRET,
  });

/** A notification for `user` made the way the listener makes them (all filters apply). */
async function notify(user: TestUser, type: AlarmDraft['type'], text: string, link: string) {
  const made = await notifyAll(t.database.db, undefined, [
    {
      userNo: user.no,
      type,
      actorNo: null,
      object: { type: 'project', id: 900_000 + user.no },
      text,
      link,
      eventId: null,
      needs: 'normal',
      defaultLevel: 'normal',
    },
  ]);
  expect(made).toBe(1);
}

/** Decodes one MIME body by its Content-Transfer-Encoding. */
function decodeBody(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes: number[] = [];
    const soft = body.replace(/=\r?\n/g, '');
    for (let i = 0; i < soft.length; i += 1) {
      const hex = soft.slice(i + 1, i + 3);
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i] ?? ''));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The message's unfolded headers and its text/plain part, decoded. */
function parse(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  let text = decodeBody(headers, raw.slice(split + 4));
  let html = '';
  if (boundary) {
    for (const part of raw.split(`--${boundary}`)) {
      const at = part.indexOf('\r\n\r\n');
      if (at < 0) continue;
      const partHeaders = part.slice(0, at);
      const body = decodeBody(partHeaders, part.slice(at + 4));
      if (/content-type:\s*text\/plain/i.test(partHeaders)) text = body;
      if (/content-type:\s*text\/html/i.test(partHeaders)) html = body;
    }
  }
  return { headers, text: text.replace(/\r\n/g, '\n'), html };
}

const mailsTo = (user: TestUser) => smtp.received.filter((mail) => mail.to.includes(user.email));

async function settingsOf(user: TestUser) {
  const res = await call('GET', '/api/alarms/settings', user);
  expect(res.statusCode, res.body).toBe(200);
  return ZAlarmSettings.parse(res.json());
}

async function setDigest(user: TestUser, digest: string) {
  const res = await call('PATCH', '/api/alarms/settings', user, { digest });
  expect(res.statusCode, res.body).toBe(200);
}

async function unhandled(user: TestUser) {
  const rows = await t.database.db
    .select({ id: notifications.id, emailedAt: notifications.emailedAt })
    .from(notifications)
    .where(eq(notifications.userNo, user.no));
  return rows.filter((row) => row.emailedAt === null).length;
}

/** A person whose sign-up notices (level up: e-mail off) are already swept. */
async function person(digest?: string) {
  const user = await registerUser(t.app);
  if (digest) await setDigest(user, digest);
  await t.events.drain();
  return user;
}

describe('e-mail digests', () => {
  it('one e-mail lists the unread notifications whose kind is e-mailed, with absolute links', async () => {
    const user = await person();
    // Social e-mails switched off; activity is off by default; project is on by default.
    const off = await call('PATCH', '/api/settings', user, {
      notifications: [{ kind: 'social', channel: 'email', enabled: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    await notify(
      user,
      'task_assigned',
      'Mina assigned you a task in Habit garden',
      '/projects/7/workspace?task=3',
    );
    await notify(user, 'member_joined', 'Jun joined Habit garden', '/projects/7');
    await notify(user, 'reply', 'Jun replied to your post “Hello”', '/lounge/posts/5');
    await notify(user, 'follow', 'Sora started following you', '/profiles/9');
    await notify(user, 'application_approved', 'Your application was approved', '/projects/8');
    // Read before the digest: left out.
    const page = ZAlarmPage.parse((await call('GET', '/api/alarms?group=activity', user)).json());
    const approved = page.items.find((item) => item.type === 'application_approved');
    expect((await call('POST', `/api/alarms/${approved?.id}/read`, user)).statusCode).toBe(200);

    const result = await digests().sweep(new Date());
    expect(result.failed).toBe(0);
    const mails = mailsTo(user);
    expect(mails).toHaveLength(1);
    const { headers, text, html } = parse(mails[0]?.raw ?? '');
    expect(headers).toContain('Subject: 2 new notifications on Sidecamp');
    const site = t.config.publicUrl;
    expect(text).toContain(`- Jun joined Habit garden\n  ${site}/projects/7`);
    expect(text).toContain(
      `- Mina assigned you a task in Habit garden\n  ${site}/projects/7/workspace?task=3`,
    );
    expect(text.indexOf('Jun joined')).toBeLessThan(text.indexOf('Mina assigned')); // newest first
    expect(text).not.toContain('replied');
    expect(text).not.toContain('following');
    expect(text).not.toContain('approved');
    expect(text).not.toContain('level');
    expect(text).toMatch(/digest is set to “Once a day”/);
    expect(html).toContain(`href="${site}/projects/7"`);
    const link = /Unsubscribe from these e-mails \(no log-in needed\): (\S+)/.exec(text)?.[1] ?? '';
    expect(link).toMatch(new RegExp(`^${site}/api/alarms/unsubscribe\\?u=${user.no}&t=[\\w-]{43}$`));
    expect(headers).toContain(`List-Unsubscribe: <${link}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Everything was looked at: mailed or decided against.
    expect(await unhandled(user)).toBe(0);
    const [settings] = await t.database.db
      .select()
      .from(alarmSettings)
      .where(eq(alarmSettings.userNo, user.no));
    expect(settings?.lastDigestAt).toBeInstanceOf(Date);

    // Nothing new: the next sweep sends nothing.
    await digests().sweep(new Date(Date.now() + 2 * 86_400_000));
    expect(mailsTo(user)).toHaveLength(1);
  });

  it('daily waits 24 hours after the last digest', async () => {
    const user = await person();
    const start = new Date();
    await notify(user, 'task_assigned', 'First task', '/projects/1');
    await digests().sweep(start);
    expect(mailsTo(user)).toHaveLength(1);

    await notify(user, 'task_assigned', 'Second task', '/projects/2');
    await digests().sweep(new Date(start.getTime() + 23 * 3_600_000));
    expect(mailsTo(user)).toHaveLength(1);
    expect(await unhandled(user)).toBe(1);
    await digests().sweep(new Date(start.getTime() + 24 * 3_600_000 + 60_000));
    expect(mailsTo(user)).toHaveLength(2);
    const { text, headers } = parse(mailsTo(user)[1]?.raw ?? '');
    expect(headers).toContain('Subject: Sidecamp: Second task');
    expect(text).toContain('Second task');
    expect(text).not.toContain('First task');
  });

  it('weekly waits 7 days', async () => {
    const user = await person('weekly');
    const start = new Date();
    await notify(user, 'task_assigned', 'Week one', '/projects/1');
    await digests().sweep(start);
    expect(mailsTo(user)).toHaveLength(1);
    expect(parse(mailsTo(user)[0]?.raw ?? '').text).toContain('“Once a week”');

    await notify(user, 'task_assigned', 'Week two', '/projects/2');
    await digests().sweep(new Date(start.getTime() + 6 * 86_400_000));
    expect(mailsTo(user)).toHaveLength(1);
    await digests().sweep(new Date(start.getTime() + 7 * 86_400_000 + 60_000));
    expect(mailsTo(user)).toHaveLength(2);
  });

  it('never sends nothing and marks everything handled', async () => {
    const user = await person('never');
    await notify(user, 'task_assigned', 'Quiet task', '/projects/1');
    await digests().sweep(new Date());
    await digests().sweep(new Date(Date.now() + 30 * 86_400_000));
    expect(mailsTo(user)).toHaveLength(0);
    expect(await unhandled(user)).toBe(0);
  });

  it('leaves out what was read (mark all read) and sends nothing then', async () => {
    const user = await person('immediately');
    await notify(user, 'task_assigned', 'Already seen', '/projects/1');
    expect((await call('POST', '/api/alarms/read-all', user)).statusCode).toBe(200);
    await digests().sweep(new Date());
    expect(mailsTo(user)).toHaveLength(0);
    expect(await unhandled(user)).toBe(0);
  });

  it('immediately: one e-mail per person per run, even with two sweeps at once', async () => {
    const user = await person('immediately');
    await notify(user, 'task_assigned', 'Task A', '/projects/1');
    await notify(user, 'member_joined', 'Member B', '/projects/1');
    const at = new Date();
    const [first, second] = await Promise.all([digests().sweep(at), digests().sweep(at)]);
    expect(first.failed + second.failed).toBe(0);
    expect(mailsTo(user)).toHaveLength(1);
    const { text } = parse(mailsTo(user)[0]?.raw ?? '');
    expect(text).toContain('Task A');
    expect(text).toContain('Member B');
    expect(text).toContain('“Right away”');
    // A new one goes out at the next sweep, without waiting.
    await notify(user, 'task_assigned', 'Task C', '/projects/1');
    await digests().sweep(new Date(at.getTime() + 60_000));
    expect(mailsTo(user)).toHaveLength(2);
  });

  it('the unsubscribe link works logged out: GET asks, the POST sets the digest to never; a changed one changes nothing', async () => {
    const user = await person('immediately');
    const other = await person('weekly');
    await notify(user, 'task_assigned', 'Unsubscribe me', '/projects/1');
    await digests().sweep(new Date());
    const { text } = parse(mailsTo(user).at(-1)?.raw ?? '');
    const link = new URL(/Unsubscribe from these e-mails \(no log-in needed\): (\S+)/.exec(text)?.[1] ?? '');
    const token = link.searchParams.get('t') ?? '';
    const path = `${link.pathname}${link.search}`;

    // Tampered: another person's number with this token, a changed token, none, garbage.
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/api/alarms/unsubscribe?u=${other.no}&t=${token}`,
      `/api/alarms/unsubscribe?u=${user.no}&t=${flipped}`,
      `/api/alarms/unsubscribe?u=${user.no}&t=${token.slice(0, 10)}`,
      `/api/alarms/unsubscribe?u=${user.no}`,
      '/api/alarms/unsubscribe?u=abc&t=x',
      `/api/alarms/unsubscribe?u=99999999999999&t=${token}`,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
    }
    expect((await settingsOf(user)).digest).toBe('immediately');
    expect((await settingsOf(other)).digest).toBe('weekly');

    // Opening the real link (as a mail scanner does, or the person) only asks: nothing changes.
    const asked = await t.app.inject({ method: 'GET', url: path });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.headers['content-type']).toMatch(/text\/html/);
    expect(asked.body).not.toContain('You are unsubscribed');
    expect(asked.body).toContain('<form method="post"');
    const action = /<form method="post" action="([^"]+)"/.exec(asked.body)?.[1]?.replaceAll('&#38;', '&');
    expect(action).toBe(path);
    expect(asked.body).toContain('>Unsubscribe</button>');
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: path });
    await t.app.inject({ method: 'HEAD', url: path });
    expect((await settingsOf(user)).digest).toBe('immediately');

    // The page's button: a same-site form POST, without a cookie.
    const res = await t.app.inject({
      method: 'POST',
      url: action ?? '',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(t.config.publicUrl).origin,
        'sec-fetch-site': 'same-origin',
      },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('You are unsubscribed');
    expect((await settingsOf(user)).digest).toBe('never');
    expect((await settingsOf(other)).digest).toBe('weekly');

    // Nothing more is e-mailed.
    await notify(user, 'task_assigned', 'After unsubscribing', '/projects/1');
    await digests().sweep(new Date(Date.now() + 60_000));
    expect(mailsTo(user)).toHaveLength(1);

    // The one-click POST (RFC 8058) from a mail provider works the same, without a cookie.
    await setDigest(other, 'daily');
    const { unsubscribeUrl } = await import('./alarms.unsubscribe');
    const otherLink = new URL(unsubscribeUrl(t.config.publicUrl, t.config.MAIL_LINK_SECRET, other.no));
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${otherLink.pathname}${otherLink.search}`,
      // A webmail that posts from the person's browser says so; the signed link is the authority.
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await settingsOf(other)).digest).toBe('never');
  });
});
