import {
  POST_CATEGORIES,
  type PostCategoryCode,
  RETROSPECTIVE_QUESTIONS,
  retrospectiveBody,
  richTextToPlain,
} from '@sidecamp/domain';
import { asc, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import type { DomainEventMap, DomainEventType } from '../events/catalog';
import { recordEvent } from '../events/outbox';
import { domainEventDeliveries, domainEvents } from '../events/outbox.tables';
import { users } from '../modules/auth/auth.tables';
import { proProfiles } from '../modules/chat/chat.tables';
import { createFeedListener } from '../modules/feed/feed.listeners';
import { rebuildInboxes, upsertPostItem } from '../modules/feed/feed.writer';
import { groupMembers, groups } from '../modules/groups/groups.tables';
import {
  magazines,
  notes,
  pollOptions,
  pollVotes,
  postLikes,
  posts,
  replies,
} from '../modules/lounge/lounge.tables';
import { projectMembers, projects } from '../modules/projects/projects.tables';
import { seedMagazineCover } from './magazineCovers.seed';
import type { Seeder } from './seeder';

type DemoPost = { category: PostCategoryCode; title: string; body: string; poll?: string[] };

/** At least one post in every category; polls are the Decision Making ones. */
const POSTS: readonly DemoPost[] = [
  {
    category: '01',
    title: 'Browsers ship container queries everywhere',
    body: 'Every evergreen browser now supports **container queries**. Time to delete a few resize observers.',
  },
  {
    category: '02',
    title: 'Hi, I build small tools for writers',
    body: 'Frontend engineer, two years on side projects. Looking for a designer who likes *tiny* interfaces.',
  },
  {
    category: '03',
    title: 'Looking for a backend engineer (evenings)',
    body: 'We are three people building a tide board for small harbours. Node and PostgreSQL; 5 hours a week.',
  },
  {
    category: '04',
    title: 'What we learned shipping every Friday',
    body: '## Small steps\nWe ship **every Friday**. It keeps the scope honest.\n\n- Demo first\n- Then polish\n\n> Done beats perfect.',
  },
  {
    category: '05',
    title: 'Our first 100 users',
    body: 'After six weeks of posting logs here we crossed **100 weekly users**. Thank you, lounge.',
  },
  {
    category: '06',
    title: 'Should I learn Rust or go deeper in TypeScript?',
    body: 'Two years of TypeScript at work. Rust looks fun, but is it worth it for web work?',
  },
  {
    category: '07',
    title: 'Flaky tests ate my weekend',
    body: 'Three days chasing a test that only fails on Tuesdays. It was the time zone. It is always the time zone.',
  },
  {
    category: '08',
    title: 'Which database for a side project?',
    body: '',
    poll: ['PostgreSQL', 'SQLite', 'Whatever the host gives me'],
  },
  {
    category: '08',
    title: 'How often should a small team meet?',
    body: '',
    poll: ['Daily', 'Twice a week', 'Weekly', 'Only when needed'],
  },
  {
    category: '09',
    title: 'How do you price a SaaS MVP?',
    body: 'Looking for advice on **first pricing**: free beta, or charge from day one?',
  },
  {
    category: '21',
    title: 'Day 12: the build is green again',
    body: 'Fixed the migration order, added a smoke test, and the deploy takes 40 seconds now.',
  },
  {
    category: '23',
    title: 'Habit garden is open for testers',
    body: 'Our habit tracker grows a plant for every streak. Looking for ten testers this week: [sign up](https://example.com).',
  },
  {
    category: '24',
    title: 'Challenge: ship a landing page in one evening',
    body: 'One evening, one page, one sign-up form. Post your link in the replies by Sunday.',
  },
  {
    category: '04',
    title: 'Async stand-ups that people actually read',
    body: 'Three lines each: done, next, blocked. Anything longer goes to a thread.',
  },
  {
    category: '09',
    title: 'Where do you host a hobby Postgres?',
    body: 'Free tiers keep changing. What do you use for a database that costs less than a coffee?',
  },
];

const REPLIES: readonly string[] = [
  'This is exactly what I needed this week, thank you.',
  'We tried the same and it worked for us too.',
  'Interesting! How long did it take you?',
  'Saving this for our next retro.',
  'Counterpoint: it depends on the team size.',
];

const ANSWERS: readonly string[] = [
  'Glad it helps!',
  'About two weeks, evenings only.',
  'Fair, we are four people.',
];

/** One written answer per template question (ten lines each, as the template asks). */
const RETROSPECTIVE_ANSWERS: readonly (readonly string[])[] = [
  [
    'Open Habit Garden to the first hundred testers outside our circle.',
    'Have sign-up, the daily check-in and the weekly garden view working on phones.',
    'Keep the launch small: no paid ads, only the lounge and two newsletters.',
    'Learn whether people come back on day three without a reminder.',
    'Find out which of the three garden themes people pick first.',
    'Measure how long a check-in takes, aiming for under ten seconds.',
    'Collect at least thirty written pieces of feedback.',
    'Fix every crash reported in the first week within a day.',
    'Write the release notes in plain words, with pictures.',
    'Finish with a retrospective like this one, shared with the community.',
  ],
  [
    'We shipped on the planned Saturday with no rollback.',
    'One hundred and twelve testers signed up in four days.',
    'Day-three return was 61%, well above our guess of 40%.',
    'The check-in took seven seconds on average on a mid-range phone.',
    'Testers wrote 47 pieces of feedback, most of them kind and specific.',
    'Pairing the designer and the front-end developer daily saved us rework.',
    'The board kept everyone aware of what was blocked.',
    'Short written stand-ups worked across our three time zones.',
    'Two crashes were found and fixed the same evening.',
    'People shared screenshots of their gardens without being asked.',
  ],
  [
    'The reminder e-mails landed in spam for one large provider.',
    'We underestimated how many people use the app at midnight, across the date change.',
    'Streak counting broke for testers who travelled between time zones.',
    'The onboarding had one screen too many; a third of testers skipped it.',
    'We merged the weekly view late, so it got less testing than it needed.',
    'Feedback came in through four channels and was hard to track.',
    'Nobody owned the release notes until the last night.',
    'Our seed data looked fake in screenshots testers shared.',
    'We did not plan time for answering testers, and it took hours each day.',
    'Two of us were tired by the end of the week.',
  ],
  [
    'Small launches give honest feedback quickly.',
    'Dates and time zones need tests from the first day.',
    'A single feedback inbox is worth setting up before launch.',
    'Every task on the board needs an owner, including writing.',
    'Screens should be tested with real-looking data.',
    'Testers forgive bugs that are fixed fast and explained plainly.',
    'Daily pairing is cheaper than a long review at the end.',
    'A short onboarding is better than a complete one.',
    'E-mail delivery needs its own checks, not just a sent log.',
    'Rest is part of the plan, not a reward after it.',
  ],
  [
    'Add time-zone tests for streaks before the next release.',
    'Cut the onboarding to two screens and measure again.',
    'Route all feedback to one place, with a weekly triage slot.',
    'Give the release notes an owner and a date on the board.',
    'Check reminder delivery with the three biggest mail providers.',
    'Test new views with testers a week before launch, not a day.',
    'Plan one hour a day for answering people, shared in turns.',
    'Keep the launch small again, then open a second wave.',
    'Publish our numbers again after the second wave.',
    'Take the Monday after launch off, all of us.',
  ],
];

/** Magazines are the lounge's long reads: each one a few minutes, with headings, lists and emphasis. */
const MAGAZINES = [
  {
    title: 'A year of building in public',
    body: [
      'Twelve months ago we started posting a short log every Friday: what we shipped, what broke, and what we were unsure about. It began as a way to keep ourselves honest. It turned into the most useful habit the team has.',
      '## Why we post logs',
      'A weekly log forces a small decision every week: **what is worth saying out loud?** Some weeks the answer was a feature. Some weeks it was a bug we could not explain, and twice a reader explained it for us. Writing for other people also made us write for ourselves: the log is the only place where our reasons are kept, months later.',
      'The logs brought people, too. Our first two testers found us through a log about a broken sign-up form, not through a launch post. People trust a team that shows its mess.',
      '## What it cost',
      'About an hour a week, and some nerve. The first posts were long and defensive. The good ones were short: one thing shipped, one thing learned, one question for the readers.',
      '## What we would do again',
      '- Ship small, and say so each week\n- Ask for feedback early, with a concrete question\n- Keep a list of what readers asked, and answer it in the next log\n- Write the bad weeks down too: they get the most replies',
      'If you are thinking about it, start this Friday. Three sentences are enough.',
    ].join('\n\n'),
  },
  {
    title: 'Designing for one-handed use',
    body: [
      'Most of our users hold a coffee, a child or a bus rail in the other hand. We learned this the slow way: the recordings of our first usability sessions showed thumbs stretching for a menu in the top corner, again and again.',
      '## Thumb zones decide the layout',
      'On a phone the lower third of the screen is easy to reach, the middle is fine, and the top corners are a stretch. So the **primary action lives at the bottom**, navigation sits in a bottom bar, and anything dangerous (delete, leave) is kept away from where the thumb rests.',
      '## What we changed',
      '- The Save button moved from the header to a bar above the keyboard\n- Lists got larger rows: 48 pixels at least, so a tap lands where it was meant\n- Filters open as a sheet from the bottom instead of a dropdown from the top\n- Every gesture has a visible button too, for people who never discover gestures',
      '## What we measured',
      'Before the change, people needed on average 2.4 taps to save a shift swap; after it, 1.3. Mis-taps on Delete went to zero, because Delete now asks, and it is no longer next to Save.',
      'None of this is new. It is just easy to forget when you design at a desk with a mouse.',
    ].join('\n\n'),
  },
  {
    title: 'The boring stack that let us ship',
    body: [
      'PostgreSQL, one server, server-rendered pages and a little JavaScript where it helps. We added complexity only when it hurt, and it hurt less often than we expected.',
      '## One database',
      'Everything lives in PostgreSQL: the data, the search (full-text and trigram indexes), the job queue and the notifications between processes. One thing to back up, one thing to monitor, one thing to learn well.',
      '## One server, then three',
      'For the first eight months one process served everything. When we needed a second one, we put both behind nginx and moved the sessions and the live updates to Redis. That took a week, not a rewrite.',
      '## What we did not build',
      '- No microservices: one codebase, one deploy\n- No separate search engine: the database was fast enough\n- No queue server: a table with `for update skip locked` does the job\n- No custom design system at first: a handful of components, used everywhere',
      '**Boring is a feature.** Every hour we did not spend on infrastructure went into the product, and the product is what people came for.',
    ].join('\n\n'),
  },
];

const NOTES = [
  'Shipped the onboarding flow today.',
  'Pairing session with a new teammate: two bugs fixed, one found.',
  'Reading about keyset pagination. Offsets are a trap.',
  'First user interview done. Humbling.',
];

const DAY = 24 * 60 * 60 * 1000;

/**
 * A lively lounge: posts in every category (polls with votes, a retrospective), replies with
 * answers, likes, magazines, notes, a study group and a project group, and the feed items they
 * make. Everything is written oldest first, so the feed's order (by id) is the order of time.
 * Automatic items (P001, S001/S003, U008) go through the real feed listener on recorded events,
 * which are marked delivered so a starting server does not deliver them again.
 */
export const loungeSeeder: Seeder = {
  name: 'lounge',
  run: async (tx: Transaction, context) => {
    const people = await tx.select({ no: users.no }).from(users).orderBy(asc(users.no));
    if (people.length < 4) return 'skipped (not enough people)';
    const person = (index: number) => people[index % people.length]!.no;
    const listener = createFeedListener();
    const now = Date.now();
    const at = (daysAgo: number, hour = 0) => new Date(now - daysAgo * DAY + hour * 60 * 60 * 1000);

    async function announce<K extends DomainEventType>(
      type: K,
      payload: DomainEventMap[K],
      actorNo: number,
      when: Date,
    ) {
      const id = await recordEvent(tx, type, payload, { actorNo });
      await tx
        .update(domainEvents)
        .set({ occurredAt: when, doneAt: sql`now()` })
        .where(eq(domainEvents.id, id));
      await tx.insert(domainEventDeliveries).values({ eventId: id, listener: listener.name });
      await listener.handle({ id, type, payload, actorNo, occurredAt: when }, tx);
    }

    type Step = { when: Date; run: () => Promise<void> };
    const steps: Step[] = [];
    const counts = { posts: 0, polls: 0, votes: 0, replies: 0, likes: 0, magazines: 0, notes: 0, groups: 0 };

    // Projects announced (P001) when they were published.
    const published = await tx
      .select({ no: projects.no, publishedAt: projects.publishedAt })
      .from(projects)
      .where(ne(projects.stage, '99'))
      .orderBy(asc(projects.no));
    const leaders = await tx
      .select({ projectNo: projectMembers.projectNo, userNo: projectMembers.userNo })
      .from(projectMembers)
      .where(eq(projectMembers.role, '01'));
    const leaderOf = new Map(leaders.map((row) => [row.projectNo, row.userNo]));
    for (const project of published) {
      const leaderNo = leaderOf.get(project.no);
      if (!leaderNo) continue;
      const when = project.publishedAt ?? at(20);
      steps.push({
        when,
        run: () => announce('project.published', { projectNo: project.no, leaderNo }, leaderNo, when),
      });
    }

    // The demo pros announced (U010) when their offer went live.
    const pros = await tx
      .select({ userNo: proProfiles.userNo, createdAt: proProfiles.createdAt })
      .from(proProfiles)
      .where(eq(proProfiles.active, true));
    for (const pro of pros)
      steps.push({
        when: pro.createdAt,
        run: () => announce('user.becamePro', { userNo: pro.userNo }, pro.userNo, pro.createdAt),
      });

    POSTS.forEach((demo, index) => {
      const when = at(18 - index, index % 5);
      steps.push({
        when,
        run: async () => {
          const authorNo = person(index);
          const [post] = await tx
            .insert(posts)
            .values({
              authorNo,
              category: demo.category,
              postType: demo.poll ? '03' : '01',
              title: demo.title,
              body: demo.body,
              bodyText: richTextToPlain(demo.body),
              createdAt: when,
              updatedAt: when,
              publishedAt: when,
            })
            .returning();
          if (!post) return;
          counts.posts += 1;
          if (demo.poll) {
            counts.polls += 1;
            const options = await tx
              .insert(pollOptions)
              .values(demo.poll.map((label, position) => ({ postId: post.id, position, label })))
              .returning();
            // Most people vote, leaning towards the first options.
            const voters = people.filter((_, voterIndex) => voterIndex % 4 !== index % 4);
            const votes = voters.map((voter, voterIndex) => ({
              postId: post.id,
              userNo: voter.no,
              optionId: options[(voterIndex * voterIndex + index) % options.length]!.id,
            }));
            await tx.insert(pollVotes).values(votes);
            for (const option of options)
              await tx
                .update(pollOptions)
                .set({ voteCount: votes.filter((vote) => vote.optionId === option.id).length })
                .where(eq(pollOptions.id, option.id));
            counts.votes += votes.length;
          }
          const likers = people.filter(
            (_, likerIndex) => (likerIndex + index) % 3 === 0 && people[likerIndex]!.no !== authorNo,
          );
          if (likers.length > 0)
            await tx.insert(postLikes).values(likers.map((liker) => ({ postId: post.id, userNo: liker.no })));
          const replyCount = index % 4;
          let written = 0;
          for (let r = 0; r < replyCount; r += 1) {
            const [reply] = await tx
              .insert(replies)
              .values({
                postId: post.id,
                authorNo: person(index + r + 1),
                body: REPLIES[(index + r) % REPLIES.length]!,
                createdAt: new Date(when.getTime() + (r + 1) * 3_600_000),
              })
              .returning();
            written += 1;
            if (reply && r === 0) {
              await tx.insert(replies).values({
                postId: post.id,
                parentId: reply.id,
                authorNo,
                body: ANSWERS[index % ANSWERS.length]!,
                createdAt: new Date(when.getTime() + 2 * 3_600_000),
              });
              written += 1;
            }
          }
          counts.replies += written;
          counts.likes += likers.length;
          const [counted] = await tx
            .update(posts)
            .set({
              likeCount: likers.length,
              replyCount: written,
              voteCount: demo.poll ? people.filter((_, v) => v % 4 !== index % 4).length : 0,
            })
            .where(eq(posts.id, post.id))
            .returning();
          if (counted) await upsertPostItem(tx, counted);
        },
      });
    });

    // A retrospective that follows the template.
    steps.push({
      when: at(2, 3),
      run: async () => {
        const answers = RETROSPECTIVE_QUESTIONS.map((_, index) =>
          (RETROSPECTIVE_ANSWERS[index] ?? []).join('\n'),
        );
        const body = retrospectiveBody(answers);
        const [post] = await tx
          .insert(posts)
          .values({
            authorNo: person(2),
            category: '22',
            postType: '01',
            title: 'Retrospective: our first public launch',
            body,
            bodyText: richTextToPlain(body),
            retrospective: RETROSPECTIVE_QUESTIONS.map((question, index) => ({
              question,
              answer: answers[index]!,
            })),
            createdAt: at(2, 3),
            updatedAt: at(2, 3),
            publishedAt: at(2, 3),
          })
          .returning();
        if (post) {
          counts.posts += 1;
          await upsertPostItem(tx, post);
        }
      },
    });

    MAGAZINES.forEach((magazine, index) => {
      const when = at(12 - index * 4, 2);
      steps.push({
        when,
        run: async () => {
          const authorNo = person(index + 3);
          const projectNo = index === 2 ? (published[0]?.no ?? null) : null;
          const projectAuthor = projectNo === null ? authorNo : (leaderOf.get(projectNo) ?? authorNo);
          const [row] = await tx
            .insert(magazines)
            .values({
              authorNo: projectAuthor,
              scope: projectNo === null ? 'S001' : 'S003',
              projectNo,
              title: magazine.title,
              body: magazine.body,
              bodyText: richTextToPlain(magazine.body),
              coverImageId: context.storage
                ? await seedMagazineCover(tx, context.storage, {
                    authorNo: projectAuthor,
                    title: magazine.title,
                    index,
                  })
                : null,
              createdAt: when,
              updatedAt: when,
            })
            .returning();
          if (!row) return;
          counts.magazines += 1;
          await announce(
            'magazine.published',
            { magazineId: row.id, authorNo: projectAuthor, scope: row.scope as 'S001' | 'S003', projectNo },
            projectAuthor,
            when,
          );
        },
      });
    });

    NOTES.forEach((body, index) => {
      const when = at(9 - index * 2, 5);
      steps.push({
        when,
        run: async () => {
          const authorNo = person(index + 5);
          const [row] = await tx.insert(notes).values({ authorNo, body, createdAt: when }).returning();
          if (!row) return;
          counts.notes += 1;
          await announce('note.created', { noteId: row.id, authorNo }, authorNo, when);
        },
      });
    });

    steps.sort((a, b) => a.when.getTime() - b.when.getTime());
    for (const step of steps) await step.run();

    // Groups: a study group open to everyone, and the first project's group by approval.
    const [study] = await tx
      .insert(groups)
      .values({
        kind: 'study',
        name: 'Rust readers',
        description: 'One chapter of the Rust book a week, then a short call on Thursday.',
        joinPolicy: 'open',
        ownerNo: person(0),
        memberCount: 4,
      })
      .returning();
    if (study) {
      await tx.insert(groupMembers).values(
        [0, 1, 2, 3].map((index) => ({
          groupId: study.id,
          userNo: person(index),
          role: index === 0 ? 'owner' : 'member',
        })),
      );
      counts.groups += 1;
    }
    const firstProject = published[0];
    const firstLeader = firstProject ? leaderOf.get(firstProject.no) : undefined;
    if (firstProject && firstLeader) {
      const [team] = await tx
        .insert(groups)
        .values({
          kind: 'project',
          name: 'Project team room',
          description: 'Where the team shares drafts before they go to the lounge.',
          joinPolicy: 'approval',
          projectNo: firstProject.no,
          ownerNo: firstLeader,
          memberCount: 1,
        })
        .returning();
      if (team) {
        await tx.insert(groupMembers).values({ groupId: team.id, userNo: firstLeader, role: 'owner' });
        counts.groups += 1;
      }
    }
    // The people and projects seeders wrote their follows directly: fill the following timelines.
    await rebuildInboxes(tx);
    const categories = new Set(POSTS.map((post) => post.category)).size + 1;
    return `${counts.posts} posts in ${categories} of ${POST_CATEGORIES.codes.length} categories (${counts.polls} polls, ${counts.votes} votes), ${counts.replies} replies, ${counts.likes} likes, ${counts.magazines} magazines, ${counts.notes} notes, ${counts.groups} groups`;
  },
};
