import { type JobCode, jobGroupOf, type OccupationStatusCode, type VisitPurposeCode } from '@sidecamp/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/auth.crypto';
import { users } from '../modules/auth/auth.tables';
import { follows, profiles, userReviews } from '../modules/profiles/profiles.tables';
import { seedAvatar } from './avatars.seed';
import type { Seeder } from './seeder';

/** Every demo account logs in with this password (README: "Demo data"). */
export const DEMO_PASSWORD = 'sidecamp-demo';

export const demoEmailOf = (nickname: string) => `${nickname.replace(/[^a-z0-9]/gi, '')}@demo.sidecamp.dev`;

type DemoPerson = {
  nickname: string;
  main: JobCode;
  sub?: JobCode;
  occupation: OccupationStatusCode;
  purpose: VisitPurposeCode;
  introduction: string;
};

/**
 * A small, believable community: a spread of jobs across the five groups, working and
 * non-working people, and every visit purpose. Demo accounts use the reserved `.dev` demo domain.
 */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    nickname: 'minji.builds',
    main: '0403',
    sub: '0301',
    occupation: '01',
    purpose: '01',
    introduction:
      'Frontend engineer who loves tiny, fast interfaces. Looking for a side project with a designer.',
  },
  {
    nickname: 'haneul_pm',
    main: '0202',
    sub: '0101',
    occupation: '01',
    purpose: '01',
    introduction: 'Product owner at a fintech. I write specs people actually read.',
  },
  {
    nickname: 'joon.backend',
    main: '0406',
    sub: '0411',
    occupation: '01',
    purpose: '03',
    introduction: 'Backend and infrastructure. Postgres enthusiast.',
  },
  {
    nickname: 'seoyeon.design',
    main: '0301',
    sub: '0304',
    occupation: '02',
    purpose: '01',
    introduction: 'UI/UX designer on a career break, building a portfolio of real products.',
  },
  {
    nickname: 'dohyun.ml',
    main: '0408',
    sub: '0407',
    occupation: '01',
    purpose: '04',
    introduction: 'Machine-learning engineer. Curious about small models that run on phones.',
  },
  {
    nickname: 'yuna.growth',
    main: '0102',
    sub: '0204',
    occupation: '01',
    purpose: '02',
    introduction: 'Growth marketer. I like launches, funnels and honest numbers.',
  },
  {
    nickname: 'taeho.ios',
    main: '0401',
    sub: '0404',
    occupation: '01',
    purpose: '01',
    introduction: 'iOS developer for seven years; Swift by day, side projects by night.',
  },
  {
    nickname: 'eunji.android',
    main: '0402',
    occupation: '02',
    purpose: '03',
    introduction: 'Android developer between jobs, happy to join a team that ships.',
  },
  {
    nickname: 'sungmin.ops',
    main: '0411',
    sub: '0406',
    occupation: '01',
    purpose: '05',
    introduction: 'DevOps engineer; automating the boring parts.',
  },
  {
    nickname: 'jiwoo.motion',
    main: '0303',
    sub: '0302',
    occupation: '02',
    purpose: '04',
    introduction: 'Motion designer, making interfaces feel alive.',
  },
  {
    nickname: 'hyunwoo.cfo',
    main: '0103',
    sub: '0106',
    occupation: '01',
    purpose: '02',
    introduction: 'Finance lead at a startup; I help teams price and plan.',
  },
  {
    nickname: 'soyeon.qa',
    main: '0502',
    sub: '0403',
    occupation: '01',
    purpose: '01',
    introduction: 'QA engineer who writes the tests nobody else wants to.',
  },
  {
    nickname: 'kyungmin.data',
    main: '0407',
    sub: '0408',
    occupation: '01',
    purpose: '04',
    introduction: 'Data scientist. Dashboards, experiments and clean pipelines.',
  },
  {
    nickname: 'areum.brand',
    main: '0304',
    sub: '0302',
    occupation: '02',
    purpose: '01',
    introduction: 'Brand designer looking for founders with a story to tell.',
  },
  {
    nickname: 'jaehyun.arch',
    main: '0409',
    sub: '0406',
    occupation: '01',
    purpose: '05',
    introduction: 'Software architect; boring technology, exciting products.',
  },
  {
    nickname: 'nari.content',
    main: '0204',
    sub: '0102',
    occupation: '02',
    purpose: '04',
    introduction: 'Content planner and writer. I turn features into stories.',
  },
  {
    nickname: 'wonbin.sec',
    main: '0410',
    occupation: '01',
    purpose: '03',
    introduction: 'Security engineer. Threat models over coffee.',
  },
  {
    nickname: 'chaeyoung.ux',
    main: '0203',
    sub: '0301',
    occupation: '01',
    purpose: '01',
    introduction: 'UX planner; interviews, journeys and wireframes.',
  },
  {
    nickname: 'minho.sales',
    main: '0104',
    sub: '0101',
    occupation: '01',
    purpose: '02',
    introduction: 'B2B sales, five years. I want to help a team find its first customers.',
  },
  {
    nickname: 'dahye.hr',
    main: '0107',
    occupation: '02',
    purpose: '05',
    introduction: 'People operations, currently studying organisational design.',
  },
  {
    nickname: 'sangwoo.desktop',
    main: '0405',
    sub: '0404',
    occupation: '01',
    purpose: '01',
    introduction: 'Desktop apps in Rust and TypeScript.',
  },
  {
    nickname: 'yerin.3d',
    main: '0305',
    sub: '0303',
    occupation: '02',
    purpose: '04',
    introduction: '3D artist exploring product visualisation.',
  },
  {
    nickname: 'hoseok.ops',
    main: '0501',
    sub: '0201',
    occupation: '01',
    purpose: '01',
    introduction: 'Operations manager who keeps communities running.',
  },
  {
    nickname: 'bora.pm',
    main: '0201',
    sub: '0202',
    occupation: '01',
    purpose: '01',
    introduction: 'Project manager; calm deadlines, clear owners.',
  },
];

const STACKS_BY_GROUP: Record<string, string[]> = {
  '01': ['Notion', 'Excel', 'HubSpot'],
  '02': ['Jira', 'Figma', 'Notion'],
  '03': ['Figma', 'Illustrator', 'Blender'],
  '04': ['TypeScript', 'React', 'PostgreSQL', 'Docker'],
  '05': ['Jira', 'Playwright', 'Notion'],
};
const REGIONS_CYCLE = ['KR01', 'KR02', 'KR03', 'KR04', 'KR08', 'KR16'] as const;
const REVIEW_LINES = [
  'Clear communicator who ships what they promise, every week.',
  'Great at turning rough ideas into a plan the whole team understood.',
  'Thoughtful reviewer; our code got better every sprint together.',
  'Kept the project calm and moving when deadlines were close.',
];

/**
 * How many days ago the demo person at `index` joined: the first ones half a year ago, then one
 * every week or so, and the last two within the past week, so trust levels (F10.1) show the whole
 * range from New to Regular.
 */
export function joinedDaysAgo(index: number): number {
  const fromEnd = DEMO_PEOPLE.length - 1 - index;
  return fromEnd < 2 ? 2 + fromEnd * 3 : 180 - index * 7;
}

export const peopleSeeder: Seeder = {
  name: 'people',
  run: async (tx, context) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = Date.now();
    const created = await tx
      .insert(users)
      .values(
        DEMO_PEOPLE.map((person, index) => ({
          email: demoEmailOf(person.nickname),
          passwordHash,
          nickname: person.nickname,
          mainJob: jobGroupOf(person.main),
          mainJobDetail: person.main,
          subJob: person.sub ? jobGroupOf(person.sub) : null,
          subJobDetail: person.sub ?? null,
          occupationStatus: person.occupation,
          visitPurpose: person.purpose,
          introduction: person.introduction,
          createdAt: new Date(now - joinedDaysAgo(index) * 86_400_000),
        })),
      )
      .returning({ no: users.no, mainJob: users.mainJob });
    await tx.insert(profiles).values(
      created.map((user, index) => ({
        userNo: user.no,
        skillLevel: String((index % 5) + 1).padStart(2, '0'),
        experience: String((index % 4) + 1).padStart(2, '0'),
        region: REGIONS_CYCLE[index % REGIONS_CYCLE.length],
        techStacks: STACKS_BY_GROUP[user.mainJob ?? '05'] ?? [],
      })),
    );
    // A drawn face for most people; every seventh keeps the initial, as some people never add one.
    let pictures = 0;
    if (context.storage) {
      for (const [index, user] of created.entries()) {
        if (index % 7 === 6) continue;
        const img = await seedAvatar(tx, context.storage, {
          userNo: user.no,
          nickname: DEMO_PEOPLE[index]?.nickname ?? String(user.no),
        });
        await tx.update(users).set({ img }).where(eq(users.no, user.no));
        pictures += 1;
      }
    }
    // A follow graph with a few well-followed people, and reviews between people who follow each other.
    const followRows = created.flatMap((user, index) =>
      [1, 3, 7].map((step) => ({
        followerNo: user.no,
        followeeNo: created[(index + step) % created.length]!.no,
      })),
    );
    await tx.insert(follows).values(followRows);
    const reviewRows = created.slice(0, 12).map((user, index) => ({
      reviewerNo: user.no,
      revieweeNo: created[(index + 1) % created.length]!.no,
      rating: 3 + (index % 3),
      body: REVIEW_LINES[index % REVIEW_LINES.length]!,
    }));
    await tx.insert(userReviews).values(reviewRows);
    return `${created.length} people (password "${DEMO_PASSWORD}", ${pictures} with a drawn picture), ${followRows.length} follows, ${reviewRows.length} reviews`;
  },
};
