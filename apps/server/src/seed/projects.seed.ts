import type { JobCode, PlatformCode, ProjectStageCode, SkillLevelCode } from '@sidecamp/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { users } from '../modules/auth/auth.tables';
import { recount } from '../modules/projects/projects.access';
import {
  projectApplications,
  projectFollows,
  projectMembers,
  projectNews,
  projectPositions,
  projectQuestionReplies,
  projectQuestions,
  projects,
  projectTimeline,
} from '../modules/projects/projects.tables';
import { DEMO_PEOPLE } from './people.seed';
import type { Seeder } from './seeder';

type DemoProject = {
  name: string;
  summary: string;
  /** What the team builds and how it works, one or two sentences. */
  pitch: string;
  stage: ProjectStageCode;
  platforms: PlatformCode[];
  techStacks: string[];
  category: string;
  industry: string;
  positions: Array<[JobCode, number, SkillLevelCode]>;
};

/**
 * Believable side projects across every stage, written once so the seed is the same on every run.
 * The leader of project i is demo person i (mod the number of people); positions ask for jobs the
 * rest of the community has.
 */
export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    name: 'Habit Garden',
    summary: 'Grow a garden by keeping your habits.',
    pitch: 'Every streak waters a plant; miss a day and it wilts a little.',
    stage: '02',
    platforms: ['01', '03'],
    techStacks: ['TypeScript', 'React', 'PostgreSQL'],
    category: 'Productivity',
    industry: 'Health and wellness',
    positions: [
      ['0301', 1, '03'],
      ['0406', 1, '03'],
    ],
  },
  {
    name: 'Sourdough Scheduler',
    summary: 'Bread timing for busy home bakers.',
    pitch: 'Tells you when to feed the starter and when to bake, around your calendar.',
    stage: '01',
    platforms: ['02', '03'],
    techStacks: ['Kotlin', 'Swift', 'Firebase'],
    category: 'Lifestyle',
    industry: 'Food',
    positions: [
      ['0401', 1, '02'],
      ['0402', 1, '02'],
      ['0302', 1, '02'],
    ],
  },
  {
    name: 'Neighbourhood Tool Library',
    summary: 'Borrow a drill from the person next door.',
    pitch: 'A lending map for tools, ladders and tents, with deposits and reminders.',
    stage: '03',
    platforms: ['01'],
    techStacks: ['TypeScript', 'Next.js', 'PostgreSQL'],
    category: 'Sharing economy',
    industry: 'Community',
    positions: [
      ['0403', 2, '03'],
      ['0203', 1, '03'],
    ],
  },
  {
    name: 'Quiet Hours',
    summary: 'Find a calm café seat to work from.',
    pitch: 'Live noise and seat reports from people already there.',
    stage: '02',
    platforms: ['03', '02'],
    techStacks: ['Flutter', 'Go'],
    category: 'Maps',
    industry: 'Hospitality',
    positions: [
      ['0404', 1, '03'],
      ['0102', 1, '02'],
    ],
  },
  {
    name: 'Pixel Pet Clinic',
    summary: 'Reminders and records for your pets.',
    pitch: 'Vaccinations, weights and vet visits in one timeline you can share with a sitter.',
    stage: '01',
    platforms: ['03'],
    techStacks: ['Swift', 'SwiftUI'],
    category: 'Lifestyle',
    industry: 'Pets',
    positions: [
      ['0401', 1, '03'],
      ['0301', 1, '02'],
    ],
  },
  {
    name: 'Open Transit Board',
    summary: 'Arrival boards for small-town buses.',
    pitch: 'Turns public timetables into a glanceable board for shops and schools.',
    stage: '03',
    platforms: ['01', '04'],
    techStacks: ['Rust', 'TypeScript'],
    category: 'Transport',
    industry: 'Public sector',
    positions: [
      ['0405', 1, '04'],
      ['0406', 1, '03'],
    ],
  },
  {
    name: 'Study Sprint',
    summary: 'Pomodoro rooms for study groups.',
    pitch: 'Shared timers, quiet video and a weekly leaderboard for accountability.',
    stage: '02',
    platforms: ['01', '02', '03'],
    techStacks: ['TypeScript', 'React', 'WebRTC'],
    category: 'Education',
    industry: 'Education',
    positions: [
      ['0403', 1, '03'],
      ['0502', 1, '02'],
      ['0204', 1, '02'],
    ],
  },
  {
    name: 'Budget Buddies',
    summary: 'Split budgets with flatmates without the awkwardness.',
    pitch: 'Shared envelopes, gentle nudges and a monthly summary everybody agrees on.',
    stage: '01',
    platforms: ['02', '03'],
    techStacks: ['React Native', 'Node.js'],
    category: 'Finance',
    industry: 'Fintech',
    positions: [
      ['0404', 2, '03'],
      ['0103', 1, '03'],
    ],
  },
  {
    name: 'Trailhead',
    summary: 'Plan day hikes with public transport.',
    pitch: 'Routes that start and end at a bus stop, with the last bus home marked.',
    stage: '04',
    platforms: ['01', '02'],
    techStacks: ['Kotlin', 'PostGIS'],
    category: 'Maps',
    industry: 'Travel',
    positions: [['0402', 1, '03']],
  },
  {
    name: 'Recipe Remix',
    summary: 'Cook with what is already in the fridge.',
    pitch: 'Snap your shelves, get three recipes, learn which swaps work.',
    stage: '03',
    platforms: ['03', '02'],
    techStacks: ['Python', 'PyTorch', 'FastAPI'],
    category: 'AI',
    industry: 'Food',
    positions: [
      ['0408', 1, '04'],
      ['0401', 1, '03'],
    ],
  },
  {
    name: 'Kindling',
    summary: 'A reading club that meets on your commute.',
    pitch: 'Short daily chapters and a five-minute audio discussion each evening.',
    stage: '05',
    platforms: ['02', '03'],
    techStacks: ['Flutter', 'Firebase'],
    category: 'Media',
    industry: 'Publishing',
    positions: [['0204', 1, '02']],
  },
  {
    name: 'Portfolio Press',
    summary: 'Portfolios for designers in ten minutes.',
    pitch: 'Import from your design tool, pick a layout, publish on your own domain.',
    stage: '06',
    platforms: ['01'],
    techStacks: ['TypeScript', 'Astro'],
    category: 'Creator tools',
    industry: 'Design',
    positions: [['0301', 1, '03']],
  },
  {
    name: 'Volunteer Shift Swap',
    summary: 'Swap volunteer shifts without group-chat chaos.',
    pitch: 'Food banks and shelters publish shifts; volunteers trade them with one tap.',
    stage: '02',
    platforms: ['01', '02', '03'],
    techStacks: ['TypeScript', 'React', 'PostgreSQL', 'Docker'],
    category: 'Non-profit',
    industry: 'Community',
    positions: [
      ['0406', 1, '03'],
      ['0201', 1, '03'],
      ['0302', 1, '02'],
    ],
  },
  {
    name: 'Solar Sketch',
    summary: 'Estimate rooftop solar from a photo.',
    pitch: 'A rough panel layout and payback period before anyone climbs a ladder.',
    stage: '03',
    platforms: ['01'],
    techStacks: ['Python', 'OpenCV', 'React'],
    category: 'Climate',
    industry: 'Energy',
    positions: [
      ['0407', 1, '04'],
      ['0403', 1, '03'],
    ],
  },
  {
    name: 'Chess Morning',
    summary: 'One chess puzzle with your coffee.',
    pitch: 'A daily puzzle tuned to your level and a streak you will not want to break.',
    stage: '02',
    platforms: ['03', '02', '01'],
    techStacks: ['TypeScript', 'Svelte'],
    category: 'Games',
    industry: 'Entertainment',
    positions: [
      ['0403', 1, '02'],
      ['0303', 1, '03'],
    ],
  },
  {
    name: 'Market Stall POS',
    summary: 'A point of sale for weekend markets.',
    pitch: 'Works offline, takes card and QR payments, and prints a stock list for Monday.',
    stage: '01',
    platforms: ['02', '03'],
    techStacks: ['Kotlin', 'Swift', 'SQLite'],
    category: 'Commerce',
    industry: 'Retail',
    positions: [
      ['0402', 1, '04'],
      ['0104', 1, '02'],
    ],
  },
  {
    name: 'Lingo Lunch',
    summary: 'Language exchange over lunch nearby.',
    pitch: 'Matches two people who want to swap languages and a table within walking distance.',
    stage: '04',
    platforms: ['03', '02'],
    techStacks: ['Flutter', 'Go'],
    category: 'Social',
    industry: 'Education',
    positions: [['0404', 1, '03']],
  },
  {
    name: 'Quiet Launch',
    summary: 'Changelogs your users actually read.',
    pitch: 'Writes release notes from merged work and sends them at the right time.',
    stage: '03',
    platforms: ['05', '01'],
    techStacks: ['TypeScript', 'Node.js', 'PostgreSQL'],
    category: 'Developer tools',
    industry: 'Software',
    positions: [
      ['0406', 1, '04'],
      ['0102', 1, '03'],
    ],
  },
  {
    name: 'Closet Loop',
    summary: 'Rent clothes from people your size.',
    pitch: 'Size-matched wardrobes, insured rentals and doorstep pick-up.',
    stage: '00',
    platforms: ['03', '02'],
    techStacks: ['React Native', 'Node.js'],
    category: 'Fashion',
    industry: 'Retail',
    positions: [['0304', 1, '03']],
  },
  {
    name: 'Drone Crop Check',
    summary: 'Spot thirsty fields from a cheap drone.',
    pitch: 'Flight plans for small farms and a map of where to water first.',
    stage: '02',
    platforms: ['01', '04'],
    techStacks: ['Python', 'PyTorch', 'Rust'],
    category: 'AI',
    industry: 'Agriculture',
    positions: [
      ['0408', 1, '04'],
      ['0405', 1, '03'],
    ],
  },
  {
    name: 'Rent Radar',
    summary: 'Fair-rent checks before you sign.',
    pitch: 'Compares a listing with recent contracts nearby and flags risky clauses.',
    stage: '01',
    platforms: ['01'],
    techStacks: ['Python', 'FastAPI', 'React'],
    category: 'Real estate',
    industry: 'Housing',
    positions: [
      ['0407', 1, '03'],
      ['0106', 1, '03'],
      ['0403', 1, '02'],
    ],
  },
  {
    name: 'Podcast Clips',
    summary: 'Shareable clips from long podcasts.',
    pitch: 'Finds the quotable minute, captions it and crops it for every network.',
    stage: '03',
    platforms: ['01', '05'],
    techStacks: ['Python', 'FFmpeg', 'TypeScript'],
    category: 'Media',
    industry: 'Entertainment',
    positions: [
      ['0408', 1, '03'],
      ['0303', 1, '03'],
    ],
  },
  {
    name: 'Safe Walk Home',
    summary: 'Walk home with a friend on the map.',
    pitch: 'Live location with a friend for the last kilometre, and one-tap check-ins.',
    stage: '02',
    platforms: ['03', '02'],
    techStacks: ['Swift', 'Kotlin', 'Go'],
    category: 'Safety',
    industry: 'Community',
    positions: [
      ['0410', 1, '04'],
      ['0401', 1, '03'],
    ],
  },
  {
    name: 'Invoice Otter',
    summary: 'Invoices for freelancers in one minute.',
    pitch: 'Templates, reminders and a tax summary at the end of the quarter.',
    stage: '05',
    platforms: ['01'],
    techStacks: ['TypeScript', 'React', 'PostgreSQL'],
    category: 'Finance',
    industry: 'Fintech',
    positions: [['0103', 1, '03']],
  },
  {
    name: 'Board Game Night',
    summary: 'Organise game nights and who brings what.',
    pitch: 'A shared shelf of everyone’s games and a poll for next Friday.',
    stage: '01',
    platforms: ['01', '03'],
    techStacks: ['TypeScript', 'Vue'],
    category: 'Social',
    industry: 'Entertainment',
    positions: [
      ['0403', 1, '02'],
      ['0301', 1, '02'],
    ],
  },
  {
    name: 'Care Calendar',
    summary: 'Share caring for a parent among siblings.',
    pitch: 'Visits, medicines and appointments on one calendar, with gentle reminders.',
    stage: '02',
    platforms: ['01', '03', '02'],
    techStacks: ['TypeScript', 'React Native', 'PostgreSQL'],
    category: 'Health',
    industry: 'Health and wellness',
    positions: [
      ['0404', 1, '03'],
      ['0203', 1, '03'],
      ['0502', 1, '02'],
    ],
  },
  {
    name: 'Cloud Cost Coach',
    summary: 'Cut your cloud bill without an audit.',
    pitch: 'Reads billing exports and suggests the three changes that save the most.',
    stage: '03',
    platforms: ['05'],
    techStacks: ['Go', 'Terraform', 'PostgreSQL'],
    category: 'Developer tools',
    industry: 'Software',
    positions: [
      ['0411', 1, '04'],
      ['0409', 1, '04'],
    ],
  },
  {
    name: 'Museum Hunt',
    summary: 'Treasure hunts for museum visits with kids.',
    pitch: 'Clues hidden in the exhibits and a badge at the exit.',
    stage: '99',
    platforms: ['03', '02'],
    techStacks: ['Flutter'],
    category: 'Education',
    industry: 'Culture',
    positions: [['0404', 1, '02']],
  },
  {
    name: 'Desk Plant Doctor',
    summary: 'Diagnose a sad plant from one photo.',
    pitch: 'Names the problem and the fix, and reminds you to check back in a week.',
    stage: '99',
    platforms: ['03'],
    techStacks: ['Swift', 'Core ML'],
    category: 'AI',
    industry: 'Lifestyle',
    positions: [['0408', 1, '03']],
  },
  {
    name: 'Indie Game Jam Hub',
    summary: 'Find a team for the next game jam.',
    pitch: 'Skills, time zones and engines matched two weeks before the jam starts.',
    stage: '02',
    platforms: ['01', '04'],
    techStacks: ['TypeScript', 'Godot', 'Blender'],
    category: 'Games',
    industry: 'Entertainment',
    positions: [
      ['0305', 1, '03'],
      ['0405', 1, '03'],
      ['0303', 1, '02'],
    ],
  },
  {
    name: 'Local Farm Box',
    summary: 'Weekly boxes from farms within 50 km.',
    pitch: 'Farmers list the harvest, neighbours subscribe, one van does the round.',
    stage: '01',
    platforms: ['01', '02'],
    techStacks: ['TypeScript', 'Next.js', 'Stripe'],
    category: 'Commerce',
    industry: 'Agriculture',
    positions: [
      ['0403', 1, '03'],
      ['0102', 1, '03'],
      ['0501', 1, '02'],
    ],
  },
  {
    name: 'Accessible Menus',
    summary: 'Restaurant menus for screen readers.',
    pitch: 'Turns photographed menus into accessible pages with allergens marked.',
    stage: '03',
    platforms: ['01'],
    techStacks: ['Python', 'TypeScript', 'React'],
    category: 'Accessibility',
    industry: 'Hospitality',
    positions: [
      ['0502', 1, '03'],
      ['0203', 1, '03'],
    ],
  },
];

const QUESTIONS = [
  'Which hours do you usually work on the project?',
  'Is this open to people who are still learning?',
  'Do you meet in person, or is everything online?',
  'What is the first milestone you are aiming for?',
];
const REPLIES = [
  'Mostly weekday evenings and one long Saturday session a month.',
  'Yes. We pair new people with someone for the first two weeks.',
  'Online, with a meet-up every couple of months for those nearby.',
  'A public beta for twenty real users before the end of the season.',
];
const APPLICATION_QUESTIONS = ['Why does this project interest you?', 'How many hours a week can you give?'];
const WORK_STYLES = ['01', '02', '04', '03'] as const;
const MEETING = [
  ['01', 'KR00'],
  ['00', 'KR01'],
  ['02', 'KR02'],
  ['00', 'KR00'],
  ['02', 'KR03'],
  ['01', 'KR00'],
] as const;
const HOUR_MS = 3_600_000;
/** Seed times are relative to the moment of seeding, so "new only" and deadlines stay meaningful. */
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * HOUR_MS);

/** Stages a published project passed through on its way to its seeded stage (for the timeline). */
const PATH: Record<ProjectStageCode, ProjectStageCode[]> = {
  '99': [],
  '01': ['01'],
  '02': ['01', '02'],
  '03': ['01', '02', '03'],
  '04': ['01', '02', '04'],
  '05': ['01', '02', '03', '05'],
  '06': ['01', '02', '03', '05', '06'],
  '00': ['01', '00'],
};

export const projectsSeeder: Seeder = {
  name: 'projects',
  run: async (tx: Transaction) => {
    const people = await tx
      .select({
        no: users.no,
        nickname: users.nickname,
        mainJobDetail: users.mainJobDetail,
        subJobDetail: users.subJobDetail,
      })
      .from(users)
      .where(
        inArray(
          users.nickname,
          DEMO_PEOPLE.map((person) => person.nickname),
        ),
      );
    const byNickname = new Map(people.map((person) => [person.nickname, person]));
    // The seed order of DEMO_PEOPLE, not the database's, keeps every run identical.
    const community = DEMO_PEOPLE.flatMap((person) => byNickname.get(person.nickname) ?? []);
    if (community.length < 8) return 'skipped (the demo people are missing)';
    const personAt = (index: number) => community[index % community.length]!;
    const counts = {
      projects: 0,
      positions: 0,
      members: 0,
      applications: 0,
      follows: 0,
      questions: 0,
      news: 0,
    };

    for (const [index, demo] of DEMO_PROJECTS.entries()) {
      const leader = personAt(index);
      const [mode, region] = MEETING[index % MEETING.length]!;
      const published = demo.stage !== '99';
      // Spread over the last ~two months, newest last; a few fall inside the hub's "new only" week.
      const ageDays = (DEMO_PROJECTS.length - index) * 2;
      const at = daysAgo(ageDays);
      const deadline =
        published && index % 3 === 0
          ? daysAgo(-(14 + index))
              .toISOString()
              .slice(0, 10)
          : null;
      const [project] = await tx
        .insert(projects)
        .values({
          name: demo.name,
          summary: demo.summary,
          description: `${demo.pitch} We are a small team working in the open; everyone gets real ownership of a part of the product and a weekly call to keep it moving.`,
          stage: demo.stage,
          platforms: demo.platforms,
          workStyle: WORK_STYLES[index % WORK_STYLES.length]!,
          meetingMode: mode,
          region,
          serviceCategory: demo.category,
          industry: demo.industry,
          techStacks: demo.techStacks,
          links: [
            {
              label: 'Project notes',
              url: `https://example.com/${demo.name.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`,
            },
          ],
          questions: APPLICATION_QUESTIONS,
          recruitingDeadline: deadline,
          createdAt: at,
          updatedAt: at,
          publishedAt: published ? at : null,
        })
        .returning({ no: projects.no });
      if (!project) throw new Error('seed project insert returned no row');
      counts.projects += 1;
      const no = project.no;
      await tx.insert(projectMembers).values({ projectNo: no, userNo: leader.no, role: '01', joinedAt: at });
      const timeline: Array<typeof projectTimeline.$inferInsert> = [
        { projectNo: no, kind: 'created', actorNo: leader.no, data: { name: demo.name }, createdAt: at },
      ];
      const positions = await tx
        .insert(projectPositions)
        .values(
          demo.positions.map(([jobCode, headcount, skillLevel]) => ({
            projectNo: no,
            jobCode,
            headcount,
            skillLevel,
            description: `Own the ${jobCode.startsWith('03') ? 'look and feel' : jobCode.startsWith('04') ? 'code' : 'plan'} of ${demo.name} with the team.`,
            createdAt: at,
          })),
        )
        .returning({
          id: projectPositions.id,
          jobCode: projectPositions.jobCode,
          headcount: projectPositions.headcount,
        });
      counts.positions += positions.length;
      for (const position of positions)
        timeline.push({
          projectNo: no,
          kind: 'positionAdded',
          actorNo: leader.no,
          data: { positionId: position.id, jobCode: position.jobCode, headcount: position.headcount },
          createdAt: at,
        });
      let from: ProjectStageCode = '99';
      for (const [step, stage] of PATH[demo.stage].entries()) {
        timeline.push({
          projectNo: no,
          kind: step === 0 ? 'published' : 'stageChanged',
          actorNo: leader.no,
          data: { from, to: stage },
          createdAt: new Date(at.getTime() + (step + 1) * HOUR_MS),
        });
        from = stage;
      }

      if (published) {
        // Everyone but the leader, in a rotation that differs per project.
        const others = community.filter((person) => person.no !== leader.no);
        const pick = (offset: number) => others[(index * 5 + offset) % others.length]!;
        // The first position of projects past Preparing has a member, approved from an application.
        const joined: number[] = [];
        if (demo.stage !== '01' && positions[0]) {
          const member = pick(0);
          await tx.insert(projectMembers).values({
            projectNo: no,
            userNo: member.no,
            role: '02',
            positionId: positions[0].id,
            joinedAt: daysAgo(ageDays - 1),
          });
          await tx.insert(projectApplications).values({
            projectNo: no,
            positionId: positions[0].id,
            applicantNo: member.no,
            state: '02',
            answers: APPLICATION_QUESTIONS.map((question, q) => ({
              question,
              answer: REPLIES[(index + q) % REPLIES.length]!,
            })),
            // A seeded history reads in order: written, sent, decided (not "created today").
            createdAt: daysAgo(ageDays - 1),
            updatedAt: daysAgo(ageDays - 1),
            submittedAt: daysAgo(ageDays - 1),
            decidedAt: daysAgo(ageDays - 1),
            decidedBy: leader.no,
          });
          timeline.push({
            projectNo: no,
            kind: 'memberJoined',
            actorNo: leader.no,
            subjectNo: member.no,
            data: { via: 'application', positionId: positions[0].id, jobCode: positions[0].jobCode },
            createdAt: daysAgo(ageDays - 1),
          });
          joined.push(member.no);
          counts.members += 1;
        }
        // Applications waiting for the leader (and one turned down) on the last position.
        const lastPosition = positions.at(-1);
        if (lastPosition && ['01', '02', '03'].includes(demo.stage)) {
          for (const [offset, state] of [
            [1, '01'],
            [2, '01'],
            [3, '03'],
          ] as const) {
            const applicant = pick(offset);
            if (joined.includes(applicant.no)) continue;
            await tx.insert(projectApplications).values({
              projectNo: no,
              positionId: lastPosition.id,
              applicantNo: applicant.no,
              state,
              answers: APPLICATION_QUESTIONS.map((question, q) => ({
                question,
                answer: REPLIES[(index + offset + q) % REPLIES.length]!,
              })),
              createdAt: daysAgo(Math.max(1, ageDays - offset)),
              updatedAt: state === '03' ? daysAgo(0) : daysAgo(Math.max(1, ageDays - offset)),
              submittedAt: daysAgo(Math.max(1, ageDays - offset)),
              decidedAt: state === '03' ? daysAgo(0) : null,
              decidedBy: state === '03' ? leader.no : null,
            });
            counts.applications += 1;
          }
        }
        // Followers: more for older, active projects, so "popular" has a clear order.
        const followers = others.slice(0, 2 + ((index * 7) % 9));
        await tx
          .insert(projectFollows)
          .values(followers.map((person) => ({ projectNo: no, userNo: person.no })))
          .onConflictDoNothing();
        await tx.update(projects).set({ followerCount: followers.length }).where(eq(projects.no, no));
        counts.follows += followers.length;
        // Q&A on every other project, answered by the leader.
        if (index % 2 === 0) {
          const asker = pick(4);
          const [question] = await tx
            .insert(projectQuestions)
            .values({ projectNo: no, authorNo: asker.no, body: QUESTIONS[index % QUESTIONS.length]! })
            .returning({ id: projectQuestions.id });
          if (question)
            await tx.insert(projectQuestionReplies).values({
              questionId: question.id,
              authorNo: leader.no,
              body: REPLIES[index % REPLIES.length]!,
            });
          counts.questions += 1;
        }
        if (['02', '03', '05'].includes(demo.stage)) {
          const [news] = await tx
            .insert(projectNews)
            .values({
              projectNo: no,
              authorNo: leader.no,
              title: `${demo.name}: what we shipped this month`,
              body: `${demo.summary} This month we closed the first round of user interviews and shipped the sign-up flow. Thanks to everyone following along!`,
            })
            .returning({ id: projectNews.id, title: projectNews.title });
          if (news)
            timeline.push({
              projectNo: no,
              kind: 'news',
              actorNo: leader.no,
              data: { newsId: news.id, title: news.title },
            });
          counts.news += 1;
        }
      }
      await tx.insert(projectTimeline).values(timeline);
      await recount(tx, no);
    }
    return `${counts.projects} projects, ${counts.positions} positions, ${counts.members} members joined, ${counts.applications} applications, ${counts.follows} follows, ${counts.questions} questions, ${counts.news} news`;
  },
};
