import { mentionedNicknames } from '@sidecamp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { DomainEvent } from '../../events/catalog';
import { users } from '../auth';
import { booths } from '../booths';
import { posts } from '../lounge';
import { projectFollows, projectMembers, projects } from '../projects';
import type { AlarmDraft } from './alarms.notify';

/* The pieces the alarm listener builds its drafts from: names of things and who is around them. */

/** A post's title for a sentence, quoted and shortened; "your post" when it has none. */
export const quoted = (title: string, fallback: string) =>
  title.trim() === '' ? fallback : `“${title.length > 60 ? `${title.slice(0, 59)}…` : title}”`;

export async function projectOf(tx: Transaction, projectNo: number) {
  const [project] = await tx.select({ name: projects.name }).from(projects).where(eq(projects.no, projectNo));
  const team = await tx
    .select({ userNo: projectMembers.userNo, role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectNo, projectNo), inArray(projectMembers.role, ['01', '02'])));
  return {
    name: project?.name ?? `project ${projectNo}`,
    leaderNo: team.find((member) => member.role === '01')?.userNo ?? null,
    memberNos: team.map((member) => member.userNo),
  };
}

export async function followersOf(tx: Transaction, projectNo: number): Promise<number[]> {
  const rows = await tx
    .select({ userNo: projectFollows.userNo })
    .from(projectFollows)
    .where(eq(projectFollows.projectNo, projectNo));
  return rows.map((row) => row.userNo);
}

export async function postOf(tx: Transaction, postId: number) {
  const [post] = await tx
    .select({ title: posts.title, authorNo: posts.authorNo })
    .from(posts)
    .where(eq(posts.id, postId));
  return post ?? null;
}

/** The people an `@nickname` in a text names (existing accounts only). */
export async function mentioned(tx: Transaction, text: string): Promise<number[]> {
  const names = mentionedNicknames(text).map((name) => name.toLowerCase());
  if (names.length === 0) return [];
  const rows = await tx
    .select({ no: users.no })
    .from(users)
    .where(inArray(sql`lower(${users.nickname})`, names));
  return rows.map((row) => row.no);
}

/** Drafts for everyone on a project's team (and followers when `withFollowers`). */
export async function projectAudience(
  tx: Transaction,
  projectNo: number,
  withFollowers: boolean,
): Promise<{ name: string; leaderNo: number | null; people: { userNo: number; leads: boolean }[] }> {
  const project = await projectOf(tx, projectNo);
  const followers = withFollowers ? await followersOf(tx, projectNo) : [];
  const people = [...new Set([...project.memberNos, ...followers])].map((userNo) => ({
    userNo,
    leads: userNo === project.leaderNo,
  }));
  return { name: project.name, leaderNo: project.leaderNo, people };
}

export async function taskAssigned(
  tx: Transaction,
  input: { projectNo: number; taskId: number; assigneeNo: number; actorNo: number; eventId: number },
): Promise<AlarmDraft> {
  const project = await projectOf(tx, input.projectNo);
  return {
    userNo: input.assigneeNo,
    type: 'task_assigned',
    actorNo: input.actorNo,
    object: { type: 'project', id: input.projectNo },
    text: `assigned you a task in ${project.name}`,
    link: `/projects/${input.projectNo}/workspace?task=${input.taskId}`,
    eventId: input.eventId,
    needs: 'normal',
    defaultLevel: 'normal',
  };
}

/** An amount as people read it ("$9.90"); the currency code when Intl does not know it. */
export function money(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** A payment notice is the payer's own news, so it has no actor (the own-action filter would drop it). */
export function paymentDraft(
  event: DomainEvent,
  userNo: number,
  type: 'payment_completed' | 'payment_refunded',
  text: string,
): AlarmDraft {
  return {
    userNo,
    type,
    actorNo: null,
    object: { type: 'person', id: userNo },
    text,
    link: '/points/history',
    eventId: event.id,
    needs: 'normal',
    defaultLevel: 'normal',
  };
}

export async function boothDraft(
  tx: Transaction,
  input: { boothId: number; ownerNo: number; actorNo: number; eventId: number },
  type: 'booth_followed' | 'booth_reviewed' | 'booth_supported',
  verb: string,
): Promise<AlarmDraft> {
  const [booth] = await tx.select({ name: booths.name }).from(booths).where(eq(booths.id, input.boothId));
  return {
    userNo: input.ownerNo,
    type,
    actorNo: input.actorNo,
    object: { type: 'booth', id: input.boothId },
    text: `${verb} your booth ${booth?.name ?? ''}`.trim(),
    link: `/booths/${input.boothId}`,
    eventId: input.eventId,
    needs: 'normal',
    defaultLevel: 'watching',
  };
}
