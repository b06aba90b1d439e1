import {
  parseRichText,
  QUEST_NEW_MAGAZINE_DAYS,
  QUEST_READ_SHARE,
  type RichLine,
  richTextToPlain,
  type TMagazine,
  type TMagazineCreate,
  type TMagazineQuestReport,
  type TNote,
  utcDay,
} from '@sidecamp/domain';
import { and, desc, eq, isNull, lt, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { decodeIdCursor, encodeIdCursor, keysetPage } from '../../db/cursor';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { personColumns, users } from '../auth';
import { assertBoothTeam } from '../booths';
import { projects } from '../projects';
import { fileUrlOf } from '../uploads';
import { assertOwnImages, assertProjectMember, isAdmin, type Viewer } from './lounge.access';
import type { FeedWriter } from './lounge.feed';
import { postPreview } from './lounge.presenter';
import './lounge.events';
import { magazineQuestReports, magazines, notes } from './lounge.tables';

/** The addresses of the links in rich text, in order (only public http(s) addresses become links). */
export function richTextLinks(source: string): string[] {
  const lines: RichLine[] = parseRichText(source).flatMap((block) => {
    switch (block.kind) {
      case 'heading':
        return [block.spans];
      case 'list':
        return block.items;
      default:
        return block.lines;
    }
  });
  return lines.flatMap((line) => line.flatMap((span) => (span.href ? [span.href] : [])));
}

/** An address in its canonical form (`https://a.example` and `https://a.example/` are one link). */
function canonicalAddress(address: string): string {
  try {
    return new URL(address).href;
  } catch {
    return address;
  }
}

type PageQuery = { cursor?: string | undefined; limit: number };

/** Magazines (S001 user, S003 project, S004 booth) and notes (U008). */
export function createWritingService(deps: { db: Database; feed: Pick<FeedWriter, 'deleteTargetItems'> }) {
  const { db, feed } = deps;

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
      preview: postPreview(row.row.bodyText),
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
    const projectNo = input.projectNo ?? null;
    const boothId = input.boothId ?? null;
    if (input.scope === 'S004' && boothId === null)
      throw fieldError('boothId', 'is required for a booth magazine (S004)');
    if (input.scope !== 'S004' && boothId !== null)
      throw fieldError('boothId', 'belongs only to a booth magazine (S004)');
    if (input.scope === 'S004' && projectNo !== null)
      throw fieldError('projectNo', 'belongs only to a project magazine (S003)');
    if (input.scope === 'S003' && projectNo === null)
      throw fieldError('projectNo', 'is required for a project magazine (S003)');
    if (input.scope === 'S001' && projectNo !== null)
      throw fieldError('projectNo', 'belongs only to a project magazine (S003)');
    const id = await db.transaction(async (tx) => {
      if (projectNo !== null) await assertProjectMember(tx, user, projectNo);
      if (boothId !== null) await assertBoothTeam(tx, boothId, user);
      if (input.coverImageId) await assertOwnImages(tx, user, 'coverImageId', [input.coverImageId]);
      const [row] = await tx
        .insert(magazines)
        .values({
          authorNo: user.no,
          scope: input.scope,
          projectNo,
          boothId,
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
    const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) => encodeIdCursor(last.row.id));
    return {
      items: page.map((row) => {
        const { body: _body, mine: _mine, ...summary } = presentMagazine(row, viewer);
        return summary;
      }),
      nextCursor,
    };
  }

  async function deleteMagazine(user: AuthUser, id: number) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(magazines).where(eq(magazines.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such magazine.' });
      if (row.authorNo !== user.no && !isAdmin(user))
        throw new AppError('FORBIDDEN', { message: 'Only the author can delete this magazine.' });
      await tx.delete(magazines).where(eq(magazines.id, id));
      await feed.deleteTargetItems(tx, 'magazine', id);
      await recordEvent(
        tx,
        'magazine.deleted',
        { magazineId: id, authorNo: row.authorNo },
        { actorNo: user.no },
      );
    });
  }

  // -- weekly quests Q2 / Q3 ---------------------------------------------------------------------

  /** A magazine a reader can report on: 404 for an unknown or hidden one (hidden ones count for nobody). */
  async function readableMagazine(id: number) {
    const [row] = await db
      .select({
        id: magazines.id,
        authorNo: magazines.authorNo,
        body: magazines.body,
        createdAt: magazines.createdAt,
        hiddenAt: magazines.hiddenAt,
      })
      .from(magazines)
      .where(eq(magazines.id, id));
    if (!row || row.hiddenAt) throw new AppError('NOT_FOUND', { message: 'There is no such magazine.' });
    return row;
  }

  /**
   * Records the report once per magazine, reader, kind and UTC day (the table's key) and, only the
   * first time, the domain event in the same transaction.
   */
  async function reportOnce(
    userNo: number,
    magazineId: number,
    kind: 'read' | 'link',
    now: Date,
    emit: (tx: Transaction) => Promise<unknown>,
  ): Promise<TMagazineQuestReport> {
    const counted = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(magazineQuestReports)
        .values({ magazineId, userNo, kind, day: utcDay(now) })
        .onConflictDoNothing()
        .returning({ day: magazineQuestReports.day });
      if (inserted.length === 0) return false;
      await emit(tx);
      return true;
    });
    return { counted };
  }

  /**
   * Q3 "Read over 50 percent of a new magazine post": counts when `share` is over QUEST_READ_SHARE
   * and the magazine is new: published within QUEST_NEW_MAGAZINE_DAYS (the spec does not define
   * "new"; magazines have no drafts, so published is created).
   */
  async function reportMagazineRead(
    user: AuthUser,
    id: number,
    share: number,
    now: Date = new Date(),
  ): Promise<TMagazineQuestReport> {
    const magazine = await readableMagazine(id);
    if (!(share > QUEST_READ_SHARE)) return { counted: false };
    if (magazine.createdAt.getTime() < now.getTime() - QUEST_NEW_MAGAZINE_DAYS * 86_400_000)
      return { counted: false };
    return reportOnce(user.no, id, 'read', now, (tx) =>
      recordEvent(
        tx,
        'magazine.read',
        { magazineId: id, userNo: user.no, authorNo: magazine.authorNo },
        { actorNo: user.no },
      ),
    );
  }

  /**
   * Q2 "Click a survey or event link in a magazine". The spec names no address forms for surveys
   * or events, and a magazine's rich text only turns public http(s) addresses into links, so every
   * link in the magazine's body counts; an address that is not one of them is refused (400, href).
   */
  async function reportMagazineLinkClick(
    user: AuthUser,
    id: number,
    href: string,
    now: Date = new Date(),
  ): Promise<TMagazineQuestReport> {
    const magazine = await readableMagazine(id);
    const wanted = canonicalAddress(href);
    const link = richTextLinks(magazine.body).find((address) => canonicalAddress(address) === wanted);
    if (link === undefined) throw fieldError('href', 'is not a link in this magazine');
    return reportOnce(user.no, id, 'link', now, (tx) =>
      recordEvent(
        tx,
        'magazine.linkClicked',
        { magazineId: id, userNo: user.no, authorNo: magazine.authorNo, href: link },
        { actorNo: user.no },
      ),
    );
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
    const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) => encodeIdCursor(last.row.id));
    return {
      items: page.map((row) => presentNote(row, viewer)),
      nextCursor,
    };
  }

  async function deleteNote(user: AuthUser, id: number) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(notes).where(eq(notes.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such note.' });
      if (row.authorNo !== user.no && !isAdmin(user))
        throw new AppError('FORBIDDEN', { message: 'Only the author can delete this note.' });
      await tx.delete(notes).where(eq(notes.id, id));
      await feed.deleteTargetItems(tx, 'note', id);
      await recordEvent(tx, 'note.deleted', { noteId: id, authorNo: row.authorNo }, { actorNo: user.no });
    });
  }

  return {
    publishMagazine,
    getMagazine,
    listMagazines,
    deleteMagazine,
    reportMagazineRead,
    reportMagazineLinkClick,
    createNote,
    listNotes,
    deleteNote,
  };
}

export type WritingService = ReturnType<typeof createWritingService>;
