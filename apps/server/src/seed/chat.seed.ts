import { directKeyOf } from '@sidecamp/domain';
import { asc, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { users } from '../modules/auth/auth.tables';
import {
  chatMessages,
  chatParticipants,
  chatRooms,
  proOpenSlots,
  proProfiles,
} from '../modules/chat/chat.tables';
import { projectMembers, projects } from '../modules/projects/projects.tables';
import type { Seeder } from './seeder';

/** Team chats go to the same projects the workspace seeder fills (the first published ones). */
const PROJECTS_WITH_CHAT = 6;
/** The main demo login: the one-to-one chats are hers. */
const MAIN_PERSON = 'minji.builds';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The body chat.service.ts (changeParticipant) writes when someone joins a room whose bot is on.
 * Kept word for word so seeded welcomes read like the ones the running server writes.
 */
const welcomeBody = (nickname: string) => `Welcome, ${nickname}! Say hello to everyone.`;

/** A line of a conversation: who says it and how many hours ago. */
type Line<Speaker extends string = string> = { by: Speaker; hoursAgo: number; text: string };
type TeamLine = Line<'leader' | 'member'>;

/** Team chats by project name; the leader is the room's host, the member the first one who joined. */
const TEAM_SCRIPTS: Record<string, readonly TeamLine[]> = {
  'Habit Garden': [
    {
      by: 'member',
      hoursAgo: 98,
      text: 'Morning! The onboarding copy draft is in the shared doc: three screens, about forty words each.',
    },
    {
      by: 'leader',
      hoursAgo: 96.5,
      text: 'Read it on the train. Screen two is great. Can we drop the word "journey" on screen one?',
    },
    { by: 'member', hoursAgo: 95.8, text: 'Fair. It now says "Pick one habit to start with."' },
    {
      by: 'leader',
      hoursAgo: 52,
      text: 'The sign-up flow is on a preview branch. E-mail and password only for the beta; social login can wait.',
    },
    {
      by: 'member',
      hoursAgo: 49.5,
      text: "Tried it on my phone. On Android the keyboard covers the password field's Next button.",
    },
    { by: 'leader', hoursAgo: 27, text: 'Good catch, fixed. I also cut the form down to two fields.' },
    {
      by: 'leader',
      hoursAgo: 26.8,
      text: 'I will draft the invite e-mail for the testers tonight so you can read it tomorrow.',
    },
    {
      by: 'member',
      hoursAgo: 3,
      text: 'Seven testers have said yes to the private beta. Three more and we reach the goal.',
    },
  ],
  'Sourdough Scheduler': [
    {
      by: 'leader',
      hoursAgo: 140,
      text: 'Opening the team room before anyone joins, so the first teammates find the plan here.',
    },
    {
      by: 'leader',
      hoursAgo: 139.7,
      text: 'The first version does two things: it reminds you to feed the starter, and it plans a bake backwards from when you want the bread.',
    },
    {
      by: 'leader',
      hoursAgo: 75,
      text: 'I baked three test loaves this week and timed every step. My notes are linked on the project page.',
    },
    {
      by: 'leader',
      hoursAgo: 74.5,
      text: 'We need an iOS developer, an Android developer and a designer. Applications come straight to me.',
    },
    {
      by: 'leader',
      hoursAgo: 20,
      text: 'Next step is a paper prototype of the bake planner. When you join, tell me which part you would like to own.',
    },
  ],
  'Neighbourhood Tool Library': [
    {
      by: 'leader',
      hoursAgo: 80,
      text: 'Pushed the reservation endpoints last night. Borrowing, returning and the waiting list all go through one table now.',
    },
    {
      by: 'member',
      hoursAgo: 78,
      text: 'Thanks! I will write the test plan for them this morning. Does the database already stop two people booking the same drill?',
    },
    {
      by: 'leader',
      hoursAgo: 77.6,
      text: 'Yes, an exclusion constraint on the time range of each tool. Try to break it anyway.',
    },
    {
      by: 'member',
      hoursAgo: 54,
      text: 'Tried. Two requests in the same millisecond: one wins, the other gets a clear error. Nice.',
    },
    {
      by: 'member',
      hoursAgo: 53.8,
      text: 'One bug though: returning a tool a day late shows a negative "days left". Screenshot is on the task.',
    },
    { by: 'leader', hoursAgo: 31, text: 'Time zones again. I will fix it before the Thursday call.' },
    {
      by: 'member',
      hoursAgo: 11,
      text: 'No rush. I am starting the end-to-end test for the whole lending flow in the meantime.',
    },
  ],
  'Quiet Hours': [
    {
      by: 'leader',
      hoursAgo: 74,
      text: 'The report screen is done: noise level, free seats and an optional photo, three taps in total.',
    },
    {
      by: 'member',
      hoursAgo: 72.5,
      text: "Looks clean. Before we ship it, can we talk about the photos? People will catch strangers' faces in them.",
    },
    { by: 'leader', hoursAgo: 72, text: 'Good point. Blur faces on the phone before the upload?' },
    {
      by: 'member',
      hoursAgo: 71.7,
      text: 'Yes, and strip the location from the photo metadata. We already know which café it is.',
    },
    {
      by: 'leader',
      hoursAgo: 45,
      text: 'Both are on the board. Could you take the metadata part? The Go side is yours anyway.',
    },
    {
      by: 'member',
      hoursAgo: 44,
      text: 'On it. I will also limit reports per account, so one person cannot flood a café with fake noise.',
    },
    { by: 'leader', hoursAgo: 18, text: 'Perfect. Let us demo it on the Thursday call.' },
  ],
  'Pixel Pet Clinic': [
    {
      by: 'leader',
      hoursAgo: 120,
      text: 'Opening the team room early so new teammates find the context in one place.',
    },
    {
      by: 'leader',
      hoursAgo: 119.8,
      text: 'First version: a timeline per pet with vaccinations, weights and vet visits, and a link you can send to a sitter.',
    },
    {
      by: 'leader',
      hoursAgo: 96,
      text: 'We are looking for an iOS developer and a designer. SwiftUI experience helps, but curiosity matters more.',
    },
    {
      by: 'leader',
      hoursAgo: 50,
      text: 'Talked to two vets this week. Both said owners forget booster dates more than anything, so reminders come first.',
    },
    {
      by: 'leader',
      hoursAgo: 26,
      text: 'Next up: a rough data model and a few screen sketches. Say hello here when you join!',
    },
  ],
  'Open Transit Board': [
    {
      by: 'member',
      hoursAgo: 90,
      text: 'The timetable importer handles all four bus operators now. One of them writes times after midnight as 25:10, which is valid, apparently.',
    },
    { by: 'leader', hoursAgo: 88, text: 'I did not know that. Does the board show those right?' },
    {
      by: 'member',
      hoursAgo: 87.5,
      text: 'It does now. Times are stored as minutes after the start of the service day.',
    },
    {
      by: 'leader',
      hoursAgo: 40,
      text: 'Great. The bakery on Main Street agreed to test the board on their screen next week.',
    },
    {
      by: 'member',
      hoursAgo: 39,
      text: 'Nice! What screen is it? I want to check the font size from across the room.',
    },
    {
      by: 'leader',
      hoursAgo: 38.5,
      text: 'A 32-inch TV with a small stick computer. I will take a photo of the spot tomorrow.',
    },
    {
      by: 'leader',
      hoursAgo: 14,
      text: 'Photo is in the project notes. The screen hangs about three metres from the counter.',
    },
  ],
};

/** For a project the scripts above do not know (the project seed changed): a short, plain exchange. */
const TEAM_FALLBACK: readonly TeamLine[] = [
  {
    by: 'leader',
    hoursAgo: 60,
    text: 'Morning! I reordered the board: this week is all about getting the first testers in.',
  },
  { by: 'member', hoursAgo: 58, text: 'Sounds good. I will finish my part of the sign-up flow today.' },
  {
    by: 'leader',
    hoursAgo: 57.5,
    text: 'Thanks. Could you also note anything that confused you while building it?',
  },
  {
    by: 'member',
    hoursAgo: 30,
    text: 'Will do. Two small things so far; they are in the feedback document.',
  },
  { by: 'leader', hoursAgo: 9, text: 'Perfect. See you at the weekly call.' },
];
const SOLO_FALLBACK: readonly TeamLine[] = [
  {
    by: 'leader',
    hoursAgo: 70,
    text: 'Opening the team room early, so the first teammates find the plan here.',
  },
  {
    by: 'leader',
    hoursAgo: 69.8,
    text: 'The goal for the first month is a small version we can put in front of ten people.',
  },
  {
    by: 'leader',
    hoursAgo: 45,
    text: 'The open positions are on the project page; applications come straight to me.',
  },
  {
    by: 'leader',
    hoursAgo: 22,
    text: 'I wrote down the questions for the first user interviews in the project notes.',
  },
  {
    by: 'leader',
    hoursAgo: 8,
    text: 'When you join, say hello here and tell me which part you would like to own.',
  },
];

type DirectChat = {
  with: string;
  /** Who started it: the room's host. */
  startedBy: 'me' | 'them';
  /** How many of the other person's last messages the main person has not read yet. */
  unread: number;
  lines: readonly Line<'me' | 'them'>[];
};

/** The main demo person's one-to-one chats: two with messages waiting for her, one read to the end. */
const DIRECT_CHATS: readonly DirectChat[] = [
  {
    with: 'seoyeon.design',
    startedBy: 'me',
    unread: 2,
    lines: [
      {
        by: 'me',
        hoursAgo: 75,
        text: 'Hi Seoyeon! I saw your portfolio post in the lounge. The habit tracker case study is lovely.',
      },
      {
        by: 'them',
        hoursAgo: 73.5,
        text: 'Thank you! That one took me a month. Are you the Habit Garden person?',
      },
      {
        by: 'me',
        hoursAgo: 73.2,
        text: 'Yes. We are looking for a designer for the garden screens. Would you like to see the sketches?',
      },
      { by: 'them', hoursAgo: 73, text: 'Sure, send them over. I am free most evenings this week.' },
      {
        by: 'me',
        hoursAgo: 50,
        text: 'I shared the Figma file with your e-mail. The main screen is the messiest part, sorry in advance.',
      },
      {
        by: 'them',
        hoursAgo: 5.2,
        text: 'Had a look. The plants are charming, but the streak counter competes with them for attention.',
      },
      {
        by: 'them',
        hoursAgo: 5,
        text: 'I could try a version where the counter sits inside the pot. Can you give me until Friday?',
      },
    ],
  },
  {
    with: 'joon.backend',
    startedBy: 'them',
    unread: 1,
    lines: [
      {
        by: 'them',
        hoursAgo: 30,
        text: 'Hey, quick question about Habit Garden. Do you store streaks, or compute them from the check-ins?',
      },
      {
        by: 'me',
        hoursAgo: 29.5,
        text: 'Compute them for now, with a window function over the check-ins of each person.',
      },
      {
        by: 'them',
        hoursAgo: 29.3,
        text: "That is what I would do too. Just work out the day in the person's own time zone, not in UTC.",
      },
      {
        by: 'me',
        hoursAgo: 2.5,
        text: 'The retrospective in the lounge warned me about exactly that. The profile stores the time zone now.',
      },
      {
        by: 'them',
        hoursAgo: 1.5,
        text: 'Perfect. If it ever gets slow, an index on person and day is usually all you need.',
      },
    ],
  },
  {
    with: 'yuna.growth',
    startedBy: 'them',
    unread: 0,
    lines: [
      {
        by: 'them',
        hoursAgo: 140,
        text: 'Hi Minji, I am writing a small launch checklist for side projects. Could I use Habit Garden as the example?',
      },
      { by: 'me', hoursAgo: 138, text: 'Sure! What would you need from me?' },
      {
        by: 'them',
        hoursAgo: 137.6,
        text: 'Your sign-up numbers from the beta, and one sentence on who the app is for.',
      },
      {
        by: 'me',
        hoursAgo: 113,
        text: 'The beta opens next week. Who it is for: people who want a gentle nudge, not a drill sergeant.',
      },
      {
        by: 'them',
        hoursAgo: 31,
        text: 'Love that line. The draft is in your inbox; next Monday is fine for comments.',
      },
    ],
  },
];

type OpenChat = {
  name: string;
  description: string;
  host: string;
  daysAgo: number;
  /** Everyone who joined after the host, in the order they came in. */
  guests: readonly string[];
  lines: readonly Line[];
};

const OPEN_CHATS: readonly OpenChat[] = [
  {
    name: 'Side-project founders',
    description:
      'For people running a side project next to a day job: launches, motivation and finding teammates. Be kind, share numbers.',
    host: 'haneul_pm',
    daysAgo: 12,
    guests: ['yuna.growth', 'minji.builds', 'hyunwoo.cfo', 'minho.sales', 'bora.pm', 'areum.brand'],
    lines: [
      {
        by: 'yuna.growth',
        hoursAgo: 118,
        text: 'How do you all find your first twenty users? Asking for a friend who is me.',
      },
      {
        by: 'minho.sales',
        hoursAgo: 117,
        text: 'Talk to them one at a time. My first customers all came from direct messages, not from posts.',
      },
      {
        by: 'haneul_pm',
        hoursAgo: 116,
        text: 'Same here. We posted progress in the lounge every Friday and people started asking for access.',
      },
      {
        by: 'minji.builds',
        hoursAgo: 115.5,
        text: 'We are starting with a private beta of ten testers. Small enough that I can answer everyone myself.',
      },
      {
        by: 'hyunwoo.cfo',
        hoursAgo: 90,
        text: 'Whatever you do, write down why people say no. That is where the pricing lessons are.',
      },
      {
        by: 'bora.pm',
        hoursAgo: 22,
        text: 'Does anyone have a good template for a weekly update to testers? Mine turn into essays.',
      },
      {
        by: 'areum.brand',
        hoursAgo: 20,
        text: 'Three parts: what changed, what is next, one question for them. It keeps it under a minute to read.',
      },
      { by: 'yuna.growth', hoursAgo: 8, text: 'Stealing that for our next update, thank you!' },
    ],
  },
  {
    name: 'Design critique',
    description:
      'Post a screen and get honest, friendly feedback. Say what kind of feedback you are looking for.',
    host: 'jiwoo.motion',
    daysAgo: 10,
    guests: ['seoyeon.design', 'chaeyoung.ux', 'yerin.3d', 'areum.brand'],
    lines: [
      {
        by: 'seoyeon.design',
        hoursAgo: 100,
        text: 'Could I get feedback on an empty state? It is for a habit app before you add your first habit. Mostly wondering if the illustration is too big.',
      },
      {
        by: 'chaeyoung.ux',
        hoursAgo: 99,
        text: 'The illustration is lovely, but the button falls below the fold on small phones. I would move it up.',
      },
      {
        by: 'jiwoo.motion',
        hoursAgo: 97,
        text: 'Agreed. A small sprout animation when you tap it would make the first habit feel like a reward, too.',
      },
      {
        by: 'yerin.3d',
        hoursAgo: 70,
        text: 'If you ever want the sprout in 3D, I have a low-poly plant I could adapt.',
      },
      {
        by: 'seoyeon.design',
        hoursAgo: 47,
        text: 'You are all great. Button moved up, illustration down to about half the width. Posting the second version tonight.',
      },
      {
        by: 'areum.brand',
        hoursAgo: 26,
        text: 'Looking forward to it. Maybe try the brand green on the button instead of grey?',
      },
    ],
  },
  {
    name: 'Backend questions',
    description: 'Databases, APIs, queues and deployments. No question is too small.',
    host: 'jaehyun.arch',
    daysAgo: 14,
    guests: [
      'joon.backend',
      'sungmin.ops',
      'wonbin.sec',
      'sangwoo.desktop',
      'kyungmin.data',
      'eunji.android',
      'soyeon.qa',
    ],
    lines: [
      {
        by: 'eunji.android',
        hoursAgo: 66,
        text: 'Beginner question: when should I use a queue instead of doing the work inside the request?',
      },
      {
        by: 'jaehyun.arch',
        hoursAgo: 65,
        text: 'When the work is slow, can fail and be retried, or the person does not need the result right away. Sending e-mail is the classic case.',
      },
      {
        by: 'joon.backend',
        hoursAgo: 64.5,
        text: 'And if you already run PostgreSQL, a jobs table read with FOR UPDATE SKIP LOCKED goes a long way before you need anything else.',
      },
      {
        by: 'sungmin.ops',
        hoursAgo: 64,
        text: 'Agreed. One less service to look after at three in the morning.',
      },
      {
        by: 'kyungmin.data',
        hoursAgo: 40,
        text: 'What about long reports? Ours take about two minutes to build.',
      },
      {
        by: 'jaehyun.arch',
        hoursAgo: 39,
        text: 'That is a job too. Answer with an id straight away, then let the page poll for the result or push it when it is ready.',
      },
      {
        by: 'wonbin.sec',
        hoursAgo: 37,
        text: 'Whichever you choose, keep secrets out of the job payload. They end up in the logs sooner or later.',
      },
      {
        by: 'eunji.android',
        hoursAgo: 12,
        text: 'This is really helpful, thank you all. I am trying the jobs table tonight.',
      },
    ],
  },
];

type DemoPro = {
  nickname: string;
  headline: string;
  pricePoints: number;
  sinceDays: number;
  /** Open slots: days from today (UTC) and the starting hour (UTC), each `minutes` long. */
  slots: ReadonlyArray<{ inDays: number; hour: number; minutes: 30 | 60 }>;
};

/** Two pros, one free and one charging points; slots in the evenings (Korean time) of the coming days. */
const PROS: readonly DemoPro[] = [
  {
    nickname: 'jaehyun.arch',
    headline: 'A second pair of eyes on your side-project architecture',
    pricePoints: 0,
    sinceDays: 20,
    slots: [
      { inDays: 1, hour: 11, minutes: 30 },
      { inDays: 1, hour: 12, minutes: 30 },
      { inDays: 3, hour: 10, minutes: 60 },
      { inDays: 6, hour: 11, minutes: 30 },
    ],
  },
  {
    nickname: 'hyunwoo.cfo',
    headline: 'Pricing, runway and your first budget, explained plainly',
    pricePoints: 30,
    sinceDays: 9,
    slots: [
      { inDays: 2, hour: 10, minutes: 60 },
      { inDays: 2, hour: 12, minutes: 60 },
      { inDays: 4, hour: 11, minutes: 60 },
      { inDays: 5, hour: 10, minutes: 30 },
    ],
  },
];

type RoomPlan = {
  id: number;
  participants: Array<{
    userNo: number;
    role: 'host' | 'guest';
    joinedAt: Date;
    /** Unread messages to leave, counted from the end; otherwise only the newest one, if not theirs. */
    unread?: number;
  }>;
};
type MessagePlan = {
  roomId: number;
  senderNo: number | null;
  type: 'text' | 'system';
  body: string;
  at: Date;
  id?: number;
};

/**
 * Chats the way the chat service leaves them: team chats for the first published projects (every
 * member in, the leader hosting, the bot's welcome for who joined later), the main demo person's
 * one-to-one chats (two with unread messages), three open chats and two pros with open slots.
 * participantsSize is the number of joined participants; messages are written oldest first, so ids
 * follow time; each read position is at least the reader's own last message and the join point.
 */
export const chatSeeder: Seeder = {
  name: 'chat',
  run: async (tx: Transaction) => {
    const now = Date.now();
    const hoursAgo = (hours: number) => new Date(now - Math.round(hours * HOUR));
    const people = await tx.select({ no: users.no, nickname: users.nickname }).from(users);
    const noOf = new Map(people.map((person) => [person.nickname, person.no]));
    const nicknameOf = new Map(people.map((person) => [person.no, person.nickname]));
    const needed = [
      MAIN_PERSON,
      ...DIRECT_CHATS.map((chat) => chat.with),
      ...OPEN_CHATS.flatMap((chat) => [chat.host, ...chat.guests, ...chat.lines.map((line) => line.by)]),
      ...PROS.map((pro) => pro.nickname),
    ];
    if (needed.some((nickname) => !noOf.has(nickname))) return 'skipped (the demo people are missing)';
    const no = (nickname: string) => noOf.get(nickname)!;

    const rooms: RoomPlan[] = [];
    const planned: MessagePlan[] = [];
    const say = (roomId: number, senderNo: number, line: Line) =>
      planned.push({ roomId, senderNo, type: 'text', body: line.text, at: hoursAgo(line.hoursAgo) });

    // Team chats: opened by the leader once the project was published, with the bot on, so whoever
    // joined the project later was welcomed the way the service welcomes them.
    const published = await tx
      .select({ no: projects.no, name: projects.name, publishedAt: projects.publishedAt })
      .from(projects)
      .where(ne(projects.stage, '99'))
      .orderBy(asc(projects.no))
      .limit(PROJECTS_WITH_CHAT);
    const members =
      published.length === 0
        ? []
        : await tx
            .select({
              projectNo: projectMembers.projectNo,
              userNo: projectMembers.userNo,
              role: projectMembers.role,
              joinedAt: projectMembers.joinedAt,
            })
            .from(projectMembers)
            .where(
              inArray(
                projectMembers.projectNo,
                published.map((project) => project.no),
              ),
            )
            .orderBy(asc(projectMembers.joinedAt), asc(projectMembers.userNo));
    let teamCount = 0;
    for (const project of published) {
      const team = members.filter((member) => member.projectNo === project.no);
      const leader = team.find((member) => member.role === '01');
      if (!leader) continue;
      const others = team.filter((member) => member !== leader);
      const openedAt = project.publishedAt ?? leader.joinedAt;
      const [room] = await tx
        .insert(chatRooms)
        .values({
          type: '03',
          name: project.name,
          projectNo: project.no,
          hostNo: leader.userNo,
          participantsSize: team.length,
          botEnabled: true,
          createdAt: openedAt,
        })
        .returning({ id: chatRooms.id });
      if (!room) continue;
      teamCount += 1;
      rooms.push({
        id: room.id,
        participants: team.map((member) => ({
          userNo: member.userNo,
          role: member === leader ? 'host' : 'guest',
          joinedAt: new Date(Math.max(member.joinedAt.getTime(), openedAt.getTime())),
        })),
      });
      for (const member of others)
        if (member.joinedAt > openedAt)
          planned.push({
            roomId: room.id,
            senderNo: null,
            type: 'system',
            body: welcomeBody(nicknameOf.get(member.userNo) ?? 'Someone'),
            at: member.joinedAt,
          });
      const first = others[0];
      const script = TEAM_SCRIPTS[project.name] ?? (first === undefined ? SOLO_FALLBACK : TEAM_FALLBACK);
      for (const line of script) {
        const senderNo = line.by === 'leader' ? leader.userNo : first?.userNo;
        if (senderNo !== undefined) say(room.id, senderNo, line);
      }
    }

    // The main demo person's one-to-one chats.
    const me = no(MAIN_PERSON);
    for (const chat of DIRECT_CHATS) {
      const them = no(chat.with);
      const startedAt = hoursAgo((chat.lines[0]?.hoursAgo ?? 1) + 0.05);
      const hostNo = chat.startedBy === 'me' ? me : them;
      const [room] = await tx
        .insert(chatRooms)
        .values({
          type: '01',
          hostNo,
          directKey: directKeyOf(me, them),
          participantsSize: 2,
          createdAt: startedAt,
        })
        .returning({ id: chatRooms.id });
      if (!room) continue;
      rooms.push({
        id: room.id,
        participants: [
          { userNo: me, role: hostNo === me ? 'host' : 'guest', joinedAt: startedAt, unread: chat.unread },
          { userNo: them, role: hostNo === them ? 'host' : 'guest', joinedAt: startedAt },
        ],
      });
      for (const line of chat.lines) say(room.id, line.by === 'me' ? me : them, line);
    }

    // Open chats: the host creates it, the others join over the following days (bot off: no welcomes).
    for (const chat of OPEN_CHATS) {
      const createdAt = new Date(now - chat.daysAgo * DAY);
      const [room] = await tx
        .insert(chatRooms)
        .values({
          type: '02',
          name: chat.name,
          description: chat.description,
          hostNo: no(chat.host),
          participantsSize: 1 + chat.guests.length,
          createdAt,
        })
        .returning({ id: chatRooms.id });
      if (!room) continue;
      rooms.push({
        id: room.id,
        participants: [
          { userNo: no(chat.host), role: 'host', joinedAt: createdAt },
          ...chat.guests.map((nickname, index) => ({
            userNo: no(nickname),
            role: 'guest' as const,
            joinedAt: new Date(createdAt.getTime() + (index + 1) * 7 * HOUR + index * 13 * MINUTE),
          })),
        ],
      });
      for (const line of chat.lines) say(room.id, no(line.by), line);
    }

    // Oldest first across every room, so message ids follow time as they do on a running server.
    planned.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const [index, message] of planned.entries()) {
      const [row] = await tx
        .insert(chatMessages)
        .values({
          roomId: message.roomId,
          senderNo: message.senderNo,
          type: message.type,
          body: message.body,
          clientId: message.type === 'system' ? null : `seed-${index + 1}`,
          createdAt: message.at,
        })
        .returning({ id: chatMessages.id });
      message.id = row?.id;
    }

    // Read positions: where the reader stopped, never behind their own last message or the point
    // they joined at (the service starts a new participant at the room's newest message).
    let participantCount = 0;
    for (const room of rooms) {
      const thread = planned.filter((message) => message.roomId === room.id && message.id !== undefined);
      const rows = room.participants.map((person) => {
        const wanted = person.unread ?? (thread.at(-1)?.senderNo === person.userNo ? 0 : 1);
        let firstUnread = thread.length;
        let counted = 0;
        for (let i = thread.length - 1; i >= 0 && counted < wanted; i -= 1)
          if (thread[i]!.senderNo !== person.userNo) {
            counted += 1;
            firstUnread = i;
          }
        const readUpTo = firstUnread > 0 ? thread[firstUnread - 1]!.id! : 0;
        const ownLast = Math.max(
          0,
          ...thread.filter((message) => message.senderNo === person.userNo).map((message) => message.id!),
        );
        const atJoin = Math.max(
          0,
          ...thread.filter((message) => message.at < person.joinedAt).map((message) => message.id!),
        );
        return {
          roomId: room.id,
          userNo: person.userNo,
          role: person.role,
          status: 'joined',
          joinedAt: person.joinedAt,
          lastReadMessageId: Math.max(readUpTo, ownLast, atJoin),
        };
      });
      if (rows.length > 0) await tx.insert(chatParticipants).values(rows);
      participantCount += rows.length;
    }

    // Pros and their open slots, on the hour in the coming days.
    const today = new Date(now);
    let slotCount = 0;
    for (const pro of PROS) {
      const proNo = no(pro.nickname);
      await tx.insert(proProfiles).values({
        userNo: proNo,
        headline: pro.headline,
        pricePoints: pro.pricePoints,
        // The demo pros are already through the admin's approval (F18).
        status: 'approved',
        reviewedAt: new Date(now - pro.sinceDays * DAY),
        createdAt: new Date(now - pro.sinceDays * DAY),
      });
      const slots = pro.slots.map((slot) => {
        const startsAt = new Date(
          Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + slot.inDays, slot.hour),
        );
        return { proNo, startsAt, endsAt: new Date(startsAt.getTime() + slot.minutes * MINUTE) };
      });
      await tx.insert(proOpenSlots).values(slots);
      slotCount += slots.length;
    }

    return `${teamCount} team chats, ${DIRECT_CHATS.length} one-to-one chats, ${OPEN_CHATS.length} open chats, ${planned.length} messages, ${participantCount} participants, ${PROS.length} pros with ${slotCount} open slots`;
  },
};
