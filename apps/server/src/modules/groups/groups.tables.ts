import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { projects } from '../projects';

/**
 * Groups (F6): project groups (tied to one project, at most one each) and study groups. A group
 * is open (joining is immediate) or by approval (a join request waits for the owner).
 * `memberCount` counts active members and changes in the same transaction as the membership.
 */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    /** GROUP_KINDS code: 'project' or 'study'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** GROUP_JOIN_POLICIES code: 'open' or 'approval'. */
    joinPolicy: text('join_policy').notNull(),
    projectNo: integer('project_no').references(() => projects.no, { onDelete: 'cascade' }),
    ownerNo: integer('owner_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    memberCount: integer('member_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('groups_one_per_project_idx').on(table.projectNo).where(sql`${table.projectNo} is not null`),
    index('groups_newest_idx').on(table.id.desc()),
    check('groups_kind', sql`${table.kind} in ('project', 'study')`),
    check('groups_join_policy', sql`${table.joinPolicy} in ('open', 'approval')`),
    check('groups_project_kind', sql`(${table.kind} = 'project') = (${table.projectNo} is not null)`),
    check('groups_member_count_not_negative', sql`${table.memberCount} >= 0`),
  ],
);

/** Membership: role owner or member; state active or pending (a request to an approval group). */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    state: text('state').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userNo] }),
    index('group_members_user_idx').on(table.userNo, table.groupId),
    index('group_members_group_state_idx').on(table.groupId, table.state, table.createdAt),
    check('group_members_role', sql`${table.role} in ('owner', 'member')`),
    check('group_members_state', sql`${table.state} in ('active', 'pending')`),
  ],
);
