import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type ProjectLinkValue = { label: string; url: string };

/**
 * Projects (F4). The leader and members live in `project_members`; the counters below
 * (followers, members, open seats) are kept in the same transaction as the change they count,
 * so the hub can filter and sort on them with an index instead of aggregating per request.
 */
export const projects = pgTable(
  'projects',
  {
    no: serial('no').primaryKey(),
    /** PROJECT_STAGES code; 99 Temp (draft) until published. */
    stage: text('stage').notNull().default('99'),
    name: text('name').notNull(),
    /** A local upload address, `/api/files/<uuid>`. */
    logo: text('logo'),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    platforms: text('platforms').array().notNull().default(sql`'{}'::text[]`),
    workStyle: text('work_style'),
    meetingMode: text('meeting_mode'),
    region: text('region'),
    serviceCategory: text('service_category'),
    industry: text('industry'),
    techStacks: text('tech_stacks').array().notNull().default(sql`'{}'::text[]`),
    links: jsonb('links').$type<ProjectLinkValue[]>().notNull().default(sql`'[]'::jsonb`),
    /** The leader's application questions, in order. */
    questions: jsonb('questions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    recruitingDeadline: date('recruiting_deadline'),
    followerCount: integer('follower_count').notNull().default(0),
    memberCount: integer('member_count').notNull().default(0),
    /** Free seats over the open positions (headcount minus members), recomputed with every change. */
    openSeats: integer('open_seats').notNull().default(0),
    /**
     * Text search over name (weight A), summary (B) and description (C). English stemming so
     * "builds" finds "build"; partial words in the name go through the trigram index instead.
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    // fastupdate off: a GIN pending list waits for autovacuum to be merged, and until then every
    // search scans it and the planner may shy away from the index (EXPLAIN test); writes here are few.
    index('projects_search_idx').using('gin', table.search).with({ fastupdate: 'off' }),
    index('projects_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')).with({ fastupdate: 'off' }),
    index('projects_platforms_idx').using('gin', table.platforms).with({ fastupdate: 'off' }),
    index('projects_tech_stacks_idx').using('gin', table.techStacks).with({ fastupdate: 'off' }),
    // Keyset orders of the hub; drafts are never listed, so they stay out of these indexes.
    index('projects_newest_idx')
      .on(table.publishedAt.desc(), table.no.desc())
      .where(sql`${table.stage} <> '99'`),
    // "Recruiting only", the hub's most used filter: the newest order over recruiting projects
    // alone, so a text or platform filter on top checks far fewer rows (the deadline, which moves
    // with the date, stays a filter).
    index('projects_recruiting_newest_idx')
      .on(table.publishedAt.desc(), table.no.desc())
      .where(sql`${table.stage} in ('01', '02', '03') and ${table.openSeats} > 0`),
    index('projects_popular_idx')
      .on(table.followerCount.desc(), table.no.desc())
      .where(sql`${table.stage} <> '99'`),
    index('projects_deadline_idx')
      .on(table.recruitingDeadline, table.no)
      .where(sql`${table.stage} <> '99' and ${table.recruitingDeadline} is not null`),
    index('projects_region_idx').on(table.region, table.publishedAt).where(sql`${table.stage} <> '99'`),
    check('projects_counts_not_negative', sql`${table.followerCount} >= 0 and ${table.openSeats} >= 0`),
  ],
);

/** Open positions (job code, headcount, skill level). `filled` counts the members holding it. */
export const projectPositions = pgTable(
  'project_positions',
  {
    id: serial('id').primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.no, { onDelete: 'cascade' }),
    jobCode: text('job_code').notNull(),
    headcount: integer('headcount').notNull(),
    skillLevel: text('skill_level').notNull(),
    description: text('description').notNull().default(''),
    filled: integer('filled').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('project_positions_project_idx').on(table.projectNo, table.id),
    // The hub's job filter: projects with a free seat for a job.
    index('project_positions_open_job_idx')
      .on(table.jobCode, table.projectNo)
      .where(sql`${table.closedAt} is null and ${table.filled} < ${table.headcount}`),
    check('project_positions_headcount_positive', sql`${table.headcount} >= 1`),
  ],
);

/** Leader (01) and members (02). At most one leader row per project, by index. */
export const projectMembers = pgTable(
  'project_members',
  {
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.no, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    positionId: integer('position_id').references(() => projectPositions.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectNo, table.userNo] }),
    uniqueIndex('project_members_one_leader_idx').on(table.projectNo).where(sql`${table.role} = '01'`),
    index('project_members_user_idx').on(table.userNo),
    index('project_members_position_idx').on(table.positionId),
    check('project_members_role', sql`${table.role} in ('01', '02')`),
  ],
);

/** Applications to a position (states 99 Draft, 01 Review, 02 Success, 03 Rejected). */
export const projectApplications = pgTable(
  'project_applications',
  {
    id: serial('id').primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.no, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => projectPositions.id, { onDelete: 'cascade' }),
    applicantNo: integer('applicant_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    /** Each answer with the question it answered, so later edits of the questions keep it readable. */
    answers: jsonb('answers').$type<Array<{ question: string; answer: string }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.no, { onDelete: 'set null' }),
  },
  (table) => [
    // One active (draft or in review) application per person and position.
    uniqueIndex('project_applications_active_idx')
      .on(table.positionId, table.applicantNo)
      .where(sql`${table.state} in ('99', '01')`),
    index('project_applications_inbox_idx').on(table.projectNo, table.state, table.id),
    index('project_applications_applicant_idx').on(table.applicantNo, table.id),
    check('project_applications_state', sql`${table.state} in ('99', '01', '02', '03')`),
  ],
);

/** Invitations from the leader; the invitee accepts (becomes a member) or declines. */
export const projectInvitations = pgTable(
  'project_invitations',
  {
    id: serial('id').primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.no, { onDelete: 'cascade' }),
    inviteeNo: integer('invitee_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    inviterNo: integer('inviter_no').references(() => users.no, { onDelete: 'set null' }),
    positionId: integer('position_id').references(() => projectPositions.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    /** pending | accepted | declined | withdrawn */
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('project_invitations_pending_idx')
      .on(table.projectNo, table.inviteeNo)
      .where(sql`${table.state} = 'pending'`),
    index('project_invitations_invitee_idx').on(table.inviteeNo, table.id),
  ],
);

export const projectFollows = pgTable(
  'project_follows',
  {
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.no, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectNo, table.userNo] }),
    index('project_follows_project_idx').on(table.projectNo, table.createdAt),
    index('project_follows_user_idx').on(table.userNo),
  ],
);

/** Bookmarks ("marks"): private to the person who made them. */
export const projectBookmarks = pgTable(
  'project_bookmarks',
  {
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.no, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectNo, table.userNo] }),
    index('project_bookmarks_user_idx').on(table.userNo, table.createdAt),
  ],
);

export const projectQuestions = pgTable(
  'project_questions',
  {
    id: serial('id').primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.no, { onDelete: 'cascade' }),
    authorNo: integer('author_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_questions_project_idx').on(table.projectNo, table.id)],
);

export const projectQuestionReplies = pgTable(
  'project_question_replies',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => projectQuestions.id, { onDelete: 'cascade' }),
    authorNo: integer('author_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_question_replies_question_idx').on(table.questionId, table.id)],
);

/** News the leader sends to the project's followers ("send news"); notifications come later. */
export const projectNews = pgTable(
  'project_news',
  {
    id: serial('id').primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.no, { onDelete: 'cascade' }),
    authorNo: integer('author_no').references(() => users.no, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_news_project_idx').on(table.projectNo, table.id)],
);

/**
 * The project's history as its page shows it, written in the same transaction as each change
 * (created, published, stage changes, positions, members, leader changes, news).
 */
export const projectTimeline = pgTable(
  'project_timeline',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.no, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorNo: integer('actor_no').references(() => users.no, { onDelete: 'set null' }),
    subjectNo: integer('subject_no').references(() => users.no, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_timeline_project_idx').on(table.projectNo, table.id)],
);

/**
 * Project boosts bought with points (priority exposure for one week). The points are spent through
 * the points ledger (projects.boosts.ts); the boost itself belongs to the project.
 */
export const projectBoosts = pgTable(
  'project_boosts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.no, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no),
    points: integer('points').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_boosts_project_idx').on(table.projectNo, table.endsAt)],
);
