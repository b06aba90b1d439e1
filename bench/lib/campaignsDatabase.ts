import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import type { BenchDatabase, FilledServer } from './databases';
import { startFilledSidecamp } from './databases';

/** Members; BENCH_CAMPAIGN_PEOPLE overrides. */
export const CAMPAIGN_PEOPLE = Number(process.env.BENCH_CAMPAIGN_PEOPLE ?? 100_000);

const int = (value: number) => sql.raw(String(Math.floor(value)));

/**
 * A community for the campaign quote: people spread over the 29 jobs (so a job target matches about
 * one in thirty, a group one in six), a profile with an experience and a region for most, one in
 * ten with campaigns switched off in the app and one in twenty with e-mail switched on, and some
 * who muted the first person (who sends the campaigns).
 */
async function fill(handle: DatabaseHandle, people: number): Promise<string> {
  const { db } = handle;
  await db.execute(sql`
    with jobs as (
      select array_agg(code order by code) as codes from (values
        ('0101'),('0102'),('0103'),('0104'),('0106'),('0107'),('0201'),('0202'),('0203'),('0204'),
        ('0301'),('0302'),('0303'),('0304'),('0305'),('0401'),('0402'),('0403'),('0404'),('0405'),
        ('0406'),('0407'),('0408'),('0409'),('0410'),('0411'),('0501'),('0502'),('0503')) j(code))
    insert into users (email, nickname, main_job, main_job_d, visit_purpose, password_hash)
    select 'member' || g || '@campaign.bench', 'member' || g,
           left(jobs.codes[1 + (g * 7) % 29], 2), jobs.codes[1 + (g * 7) % 29],
           '0' || (1 + g % 5), null
      from generate_series(0, ${int(people - 1)}) g, jobs`);
  await db.execute(sql`
    insert into profiles (user_no, experience, region)
    select no, '0' || (1 + no % 4), 'KR' || lpad(((no % 17) + 1)::text, 2, '0')
      from users where email like '%@campaign.bench' and no % 5 <> 0`);
  await db.execute(sql`
    insert into notification_preferences (user_no, kind, channel, enabled)
    select no, 'marketing', 'in_app', false from users where email like '%@campaign.bench' and no % 10 = 3
    union all
    select no, 'marketing', 'email', true from users where email like '%@campaign.bench' and no % 20 = 7`);
  await db.execute(sql`
    insert into person_mutes (user_no, muted_no)
    select u.no, (select min(no) from users where email like '%@campaign.bench')
      from users u where u.email like '%@campaign.bench' and u.no % 97 = 5`);
  await db.execute(sql`analyze`);
  return `${people.toLocaleString('en')} members`;
}

/** A Sidecamp of its own for the campaign scenarios, on a fresh store of `database`. */
export function startCampaignSidecamp(port: number, database: BenchDatabase): Promise<FilledServer> {
  const people = CAMPAIGN_PEOPLE;
  return startFilledSidecamp({
    database,
    tag: 'campaigns',
    port,
    // A quote is a POST, so it counts against the per-person write limit; the bench measures the
    // query behind it, not the limiter.
    env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000000' },
    fill: (handle) => fill(handle, people),
  });
}
