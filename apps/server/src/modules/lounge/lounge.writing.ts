import {
  FEED_PREVIEW_LENGTH,
  previewText,
  richTextToPlain,
  type TMagazine,
  type TMagazineCreate,
  type TNote,
} from '@sidecamp/domain';
import { and, desc, eq, isNull, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth/auth.guard';
import { users } from '../auth/auth.tables';
import { deleteTargetItems } from '../feed/feed.writer';
import { personColumns } from '../projects/projects.access';
import { decodeIdCursor, encodeIdCursor } from '../projects/projects.cursor';
import { projects } from '../projects/projects.tables';
import { fileUrlOf } from '../uploads/uploads.presenter';
import { assertOwnImages, assertProjectMember, isAdmin, type Viewer } from './lounge.access';
import './lounge.events';
import { magazines, notes } from './lounge.tables';

type PageQuery = { cursor?: string | undefined; limit: number };

/** Magazines (S001 user, S003 project, S004 booth) and notes (U008). */
export function createWritingService(deps: { db: Database; nudgeEvents: () => void }) {
  const { db, nudgeEvents } = deps;

  const magazineColumns = {
    row: magazines,
    author: personColumns,
    projectName: projects.name,
  };

  function presentMagazine(
    row: { row: typeof magazines.$inferSelect; author: TMagazine['author']; projectName: string | null },
    viewer: Viewer,
  ): TMagazine {
    return {
      id: row.row.id,
      author: row.author,
      scope: row.row.scope as TMagazine['scope'],
      projectNo: row.row.projectNo,
      projectName: row.projectName,
      title: row.row.title,
      preview: previewText(row.row.bodyText, FEED_PREVIEW_LENGTH),
      coverUrl: row.row.coverImageId ? fileUrlOf(row.row.coverImageId) : null,
      createdAt: row.row.createdAt.toISOString(),
      body: row.row.body,
      mine: viewer?.no === row.row.authorNo,
    };
  }

  async function magazineRow(id: number) {
    const [row] = await db
      .select(magazineColumns)
      .from(magazines)
      .innerJoin(users, eq(users.no, magazines.authorNo))
      .leftJoin(projects, eq(projects.no, magazines.projectNo))
      .where(eq(magazines.id, id));
    return row;
  }

  async function publishMagazine(user: AuthUser, input: TMagazineCreate): Promise<TMagazine> {
    if (input.scope === 'S004')
      throw new AppError('NOT_AVAILABLE_YET', {
        message: 'Booth magazines are not available yet: booths come later.',
      });
    const projectNo = input.projectNo ?? null;
    if (input.scope === 'S003' && projectNo === null)
      throw fieldError('projectNo', 'is required for a project magazine (S003)');
    if (input.scope === 'S001' && projectNo !== null)
      throw fieldError('projectNo', 'belongs only to a project magazine (S003)');
    const id = await db.transaction(async (tx) => {
      if (projectNo !== null) await assertProjectMember(tx, user, projectNo);
      if (input.coverImageId) await assertOwnImages(tx, user, 'coverImageId', [input.coverImageId]);
      const [row] = await tx
        .insert(magazines)
        .values({
          authorNo: user.no,
          scope: input.scope,
          projectNo,
          title: input.title,
          body: input.body,
          bodyText: richTextToPlain(input.body),
          coverImageId: input.coverImageId ?? null,
        })
        .returning({ id: magazines.id });
      if (!row) throw new Error('magazine insert returned no row');
      await recordEvent(
        tx,
        'magazine.published',
        { magazineId: row.id, authorNo: user.no, scope: input.scope, projectNo },
        { actorNo: user.no },
      );
      return row.id;
    });
    nudgeEvents();
    return getMagazine(user, id);
  }

  async function getMagazine(viewer: Viewer, id: number): Promise<TMagazine> {
    const row = await magazineRow(id);
    if (!row || (row.row.hiddenAt && viewer?.no !== row.row.authorNo && !isAdmin(viewer)))
      throw new AppError('NOT_FOUND', { message: 'There is no such magazine.' });
    return presentMagazine(row, viewer);
  }

  async function listMagazines(
    viewer: Viewer,
    query: PageQuery & {
      scope?: string | undefined;
      projectNo?: number | undefined;
      authorNo?: number | undefined;
    },
  ) {
    const before = decodeIdCursor(query.cursor);
    const filters: Array<SQL | undefined> = [
      isNull(magazines.hiddenAt),
      query.scope ? eq(magazines.scope, query.scope) : undefined,
      query.projectNo ? eq(magazines.projectNo, query.projectNo) : undefined,
      query.authorNo ? eq(magazines.authorNo, query.authorNo) : undefined,
      before === undefined ? undefined : lt(magazines.id, before),
    ];
    const rows = await db
      .select(magazineColumns)
      .from(magazines)
      .innerJoin(users, eq(users.no, magazines.authorNo))
      .leftJoin(projects, eq(projects.no, magazines.projectNo))
      .where(and(...filters))
      .orderBy(desc(magazines.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => {
        const { body: _body, mine: _mine, ...summary } = presentMagazine(row, viewer);
        return summary;
      }),
      nextCursor: rows.length > query.limit && last ? encodeIdCursor(last.row.id) : null,
    };
  }

  async function deleteMagazine(user: AuthUser, id: number) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(magazines).where(eq(magazines.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such magazine.' });
      if (row.authorNo !== user.no && !isAdmin(user))
        throw new AppError('FORBIDDEN', { message: 'Only the author can delete this magazine.' });
      await tx.delete(magazines).where(eq(magazines.id, id));
      await deleteTargetItems(tx, 'magazine', id);
      await recordEvent(
        tx,
        'magazine.deleted',
        { magazineId: id, authorNo: row.authorNo },
        { actorNo: user.no },
      );
    });
    nudgeEvents();
  }

  // -- notes -----------------------------------------------------------------------------------

  const noteColumns = { row: notes, author: personColumns };
  const presentNote = (
    row: { row: typeof notes.$inferSelect; author: TNote['author'] },
    viewer: Viewer,
  ): TNote => ({
    id: row.row.id,
    author: row.author,
    body: row.row.body,
    imageUrl: row.row.imageId ? fileUrlOf(row.row.imageId) : null,
    mine: viewer?.no === row.row.authorNo,
    createdAt: row.row.createdAt.toISOString(),
  });

  async function createNote(user: AuthUser, input: { body: string; imageId?: string | null | undefined }) {
    const note = await db.transaction(async (tx) => {
      if (input.imageId) await assertOwnImages(tx, user, 'imageId', [input.imageId]);
      const [row] = await tx
        .insert(notes)
        .values({ authorNo: user.no, body: input.body, imageId: input.imageId ?? null })
        .returning();
      if (!row) throw new Error('note insert returned no row');
      await recordEvent(tx, 'note.created', { noteId: row.id, authorNo: user.no }, { actorNo: user.no });
      return row;
    });
    nudgeEvents();
    const { no, nickname, img, mainJob, mainJobDetail } = user;
    return presentNote({ row: note, author: { no, nickname, img, mainJob, mainJobDetail } }, user);
  }

  async function listNotes(viewer: Viewer, query: PageQuery & { authorNo?: number | undefined }) {
    const before = decodeIdCursor(query.cursor);
    const rows = await db
      .select(noteColumns)
      .from(notes)
      .innerJoin(users, eq(users.no, notes.authorNo))
      .where(
        and(
          query.authorNo ? eq(notes.authorNo, query.authorNo) : undefined,
          before === undefined ? undefined : lt(notes.id, before),
        ),
      )
      .orderBy(desc(notes.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => presentNote(row, viewer)),
      nextCursor: rows.length > query.limit && last ? encodeIdCursor(last.row.id) : null,
    };
  }

  async function deleteNote(user: AuthUser, id: number) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(notes).where(eq(notes.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such note.' });
      if (row.authorNo !== user.no && !isAdmin(user))
        throw new AppError('FORBIDDEN', { message: 'Only the author can delete this note.' });
      await tx.delete(notes).where(eq(notes.id, id));
      await deleteTargetItems(tx, 'note', id);
      await recordEvent(tx, 'note.deleted', { noteId: id, authorNo: row.authorNo }, { actorNo: user.no });
    });
    nudgeEvents();
  }

  return { publishMagazine, getMagazine, listMagazines, deleteMagazine, createNote, listNotes, deleteNote };
}

export type WritingService = ReturnType<typeof createWritingService>;
