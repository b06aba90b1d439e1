import { type APIRequestContext, expect } from '@playwright/test';

/** The test SMTP server's port (mailCatcher.main.ts) follows the app's, like the OpenID provider's. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1400);
/** Where the tests read what the app mailed. */
export const MAIL_CATCHER_URL = `http://127.0.0.1:${SMTP_PORT + 1}`;

type CaughtMail = { to: string[]; subject: string; text: string };

/** Waits for the password-reset mail to `email` and returns its link. */
export async function resetLinkMailedTo(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(email)}`);
      const mail = ((await response.json()) as CaughtMail[]).find((message) =>
        message.subject.includes('Reset your Sidecamp password'),
      );
      link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}
