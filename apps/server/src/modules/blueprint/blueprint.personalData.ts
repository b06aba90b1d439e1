import type { Database } from '../../db/client';
import { personalRowsOf } from '../../db/personalRows';
import { ideaAnalyses, ideaReportMails } from './blueprint.tables';

/** A person's idea analyses and the report e-mails they scheduled. */
export const blueprintDataOf = (db: Database, userNo: number) =>
  personalRowsOf(db, userNo, {
    analyses: { table: ideaAnalyses, column: ideaAnalyses.userNo },
    reportMails: { table: ideaReportMails, column: ideaReportMails.userNo },
  });
