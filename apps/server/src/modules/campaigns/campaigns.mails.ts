import { CAMPAIGN_TYPES, type CampaignTypeCode } from '@sidecamp/domain';
import { eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { unsubscribeUrl } from '../alarms';
import { users } from '../auth';
import type { Mailer } from '../mail';
import { campaigns } from './campaigns.tables';

/** E-mails per sweep; the rest wait for the next one. */
const SWEEP_BATCH = 50;
/** Tries per recipient before their mail is given up. */
const MAIL_ATTEMPTS = 3;

export function campaignMailText(input: {
  senderNickname: string;
  type: CampaignTypeCode;
  title: string;
  body: string;
  link: string;
  settings: string;
  unsubscribe: string;
}): string {
  const ask: Record<CampaignTypeCode, string> = {
    '01': 'Subscribe to more from them on Sidecamp:',
    '02': 'Answer the survey on Sidecamp:',
    '03': 'Sign up for the interview on Sidecamp:',
    '04': 'Sign up as a tester on Sidecamp:',
  };
  return [
    `${input.senderNickname} sent you a ${CAMPAIGN_TYPES.label(input.type).toLowerCase()} on Sidecamp: "${input.title}"`,
    input.body,
    `${ask[input.type]} ${input.link}`,
    `You get this because campaign e-mails are on in your Sidecamp settings (${input.settings}). Stop them without logging in: ${input.unsubscribe}`,
  ].join('\n\n');
}

export type CampaignMailService = ReturnType<typeof createCampaignMailService>;

/**
 * E-mail campaigns (channel 03): a sweep mails each recipient of a sent e-mail campaign once. A
 * recipient is claimed (emailed_at set, its attempt counted) in one statement with SKIP LOCKED, so
 * with several processes each is mailed by one; a failed delivery is released for the next sweep,
 * up to MAIL_ATTEMPTS tries.
 */
export function createCampaignMailService(deps: {
  db: Database;
  mailer: Mailer;
  siteUrl: string;
  /** MAIL_LINK_SECRET, which signs the unsubscribe link. */
  secret: string;
}) {
  const { db, mailer, siteUrl, secret } = deps;
  return {
    async sweep(): Promise<number> {
      const claimed = rowsOf<{ campaign_id: number; user_no: number }>(
        await db.execute(sql`
          update campaign_recipients set emailed_at = now(), email_attempts = email_attempts + 1
           where (campaign_id, user_no) in (
             select r.campaign_id, r.user_no from campaign_recipients r
               join campaigns c on c.id = r.campaign_id
              where c.status = 'sent' and c.channel = '03' and r.emailed_at is null
                and r.email_attempts < ${MAIL_ATTEMPTS}
              order by r.campaign_id, r.user_no
              limit ${SWEEP_BATCH}
              for update of r skip locked)
          returning campaign_id, user_no`),
      );
      let sent = 0;
      for (const { campaign_id: campaignId, user_no: userNo } of claimed) {
        const [mail] = await db
          .select({
            type: campaigns.type,
            title: campaigns.title,
            body: campaigns.body,
            senderNickname: sql<string>`(select nickname from users s where s.no = ${campaigns.senderNo})`,
            email: users.email,
          })
          .from(campaigns)
          .innerJoin(users, eq(users.no, sql`${Number(userNo)}`))
          .where(eq(campaigns.id, Number(campaignId)));
        if (!mail) continue;
        const unsubscribe = unsubscribeUrl(siteUrl, secret, Number(userNo), 'campaigns');
        try {
          await mailer.send({
            to: mail.email,
            subject: `${mail.senderNickname} on Sidecamp: ${mail.title}`,
            text: campaignMailText({
              senderNickname: mail.senderNickname,
              type: mail.type as CampaignTypeCode,
              title: mail.title,
              body: mail.body,
              link: `${siteUrl}/campaigns/${campaignId}`,
              settings: `${siteUrl}/settings`,
              unsubscribe,
            }),
            headers: {
              'List-Unsubscribe': `<${unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          });
          sent += 1;
        } catch {
          await db.execute(
            sql`update campaign_recipients set emailed_at = null where campaign_id = ${Number(campaignId)} and user_no = ${Number(userNo)}`,
          );
        }
      }
      return sent;
    },
  };
}
