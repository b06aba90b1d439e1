import {
  ledgerLineLabel,
  levelStandingOf,
  POINT_LEDGER_ENTRIES,
  type PointLedgerCode,
  type TLedgerEntry,
  type TLedgerPage,
  type TLedgerQuery,
  type TPointsSummary,
  WALLET_LABELS,
  type WalletLabelCode,
} from '@sidecamp/domain';
import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { decodeIdCursor, encodeIdCursor, keysetPage } from '../../db/cursor';
import { prepareWalletRead } from './points.plans';
import { pointEntries } from './points.tables';

type EntryRow = typeof pointEntries.$inferSelect;

export function presentEntry(row: EntryRow): TLedgerEntry {
  const code = row.code as PointLedgerCode;
  const walletLabel = row.label && WALLET_LABELS.isCode(row.label) ? (row.label as WalletLabelCode) : null;
  return {
    id: row.id,
    code,
    label: walletLabel ? WALLET_LABELS.label(walletLabel) : ledgerLineLabel(code, row.amount),
    walletLabel,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    causeType: row.causeType,
    causeId: row.causeId,
    createdAt: row.createdAt.toISOString(),
  };
}

const codesOf = (direction: 'income' | 'deduction') =>
  POINT_LEDGER_ENTRIES.filter((entry) => entry.direction === direction).map((entry) => entry.code);

/** Balance, level, plan and the wallet history (F10.4). */
export function createPointsService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const walletRead = prepareWalletRead(db);
  const allEntries = db
    .select()
    .from(pointEntries)
    .where(
      and(eq(pointEntries.userNo, sql.placeholder('userNo')), lt(pointEntries.id, sql.placeholder('before'))),
    )
    .orderBy(desc(pointEntries.id))
    .limit(sql.placeholder('limit'))
    .prepare('points_history_all');
  return {
    async summary(userNo: number): Promise<TPointsSummary> {
      const { balance, experience, plan } = await walletRead(userNo, now());
      return { balance, level: levelStandingOf(experience), plan };
    },

    async history(userNo: number, query: TLedgerQuery): Promise<TLedgerPage> {
      const before = decodeIdCursor(query.cursor, Number.MAX_SAFE_INTEGER);
      const filters: (SQL | undefined)[] = [
        eq(pointEntries.userNo, userNo),
        before === undefined ? undefined : lt(pointEntries.id, before),
        query.code ? eq(pointEntries.code, query.code) : undefined,
        query.direction === 'all' ? undefined : inArray(pointEntries.code, codesOf(query.direction)),
      ];
      // The wallet's default page (every entry) is prepared; a filtered one is built as asked.
      const rows =
        query.direction === 'all' && !query.code
          ? await allEntries.execute({
              userNo,
              before: before ?? Number.MAX_SAFE_INTEGER,
              limit: query.limit + 1,
            })
          : await db
              .select()
              .from(pointEntries)
              .where(and(...filters))
              .orderBy(desc(pointEntries.id))
              .limit(query.limit + 1);
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) => encodeIdCursor(last.id));
      return {
        items: page.map(presentEntry),
        nextCursor,
      };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
