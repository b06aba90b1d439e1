import {
  canSeeSuggestedCandidates,
  DEFAULT_MATCH_PREFERENCES,
  gapForCandidate,
  type TMatchPreferences,
  type ZSuggestedCandidates,
  type ZSuggestedProjects,
} from '@sidecamp/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { notBannedSql, users } from '../auth';
import { profiles } from '../profiles';
import { cardsQuery, presentCard, projectFor, recruitingCondition, selectCards, todayIso } from '../projects';
import './finder.events';
import { matchPreferences, teamGapSuggestions } from './finder.tables';

/**
 * Team-gap matching (F5.2) as the pages see it: a person's preferences, and reads of the
 * suggestions the listener keeps (finder.suggestions.ts). Reads only read the table.
 */
export function createTeamGapService(deps: { db: Database }) {
  const { db } = deps;

  /** Stored preferences passed ZMatchPreferences on the way in; criteria added later default to don't-care. */
  async function preferencesOf(userNo: number): Promise<TMatchPreferences> {
    const [row] = await db
      .select({ preferences: matchPreferences.preferences })
      .from(matchPreferences)
      .where(eq(matchPreferences.userNo, userNo));
    return { ...DEFAULT_MATCH_PREFERENCES, ...row?.preferences } as TMatchPreferences;
  }

  return {
    preferencesOf,

    /** Saves the preferences; the listener re-ranks the person's suggested projects. */
    async savePreferences(user: AuthUser, input: TMatchPreferences): Promise<TMatchPreferences> {
      await db.transaction(async (tx) => {
        await tx
          .insert(matchPreferences)
          .values({ userNo: user.no, preferences: input })
          .onConflictDoUpdate({
            target: matchPreferences.userNo,
            set: { preferences: input, updatedAt: sql`now()` },
          });
        await recordEvent(tx, 'finder.preferencesChanged', { userNo: user.no }, { actorNo: user.no });
      });
      return input;
    },

    /** People who would fill a gap in the team, best first; the leader only. */
    async suggestedCandidates(
      user: AuthUser,
      no: number,
      limit: number,
    ): Promise<z.infer<typeof ZSuggestedCandidates>> {
      const { role } = await projectFor(db, no, user);
      if (!canSeeSuggestedCandidates(role))
        throw new AppError('FORBIDDEN', { message: 'Only the project leader sees suggested teammates.' });
      const rows = await db
        .select({
          suggestion: teamGapSuggestions,
          person: {
            no: users.no,
            nickname: users.nickname,
            img: users.img,
            mainJob: users.mainJob,
            mainJobDetail: users.mainJobDetail,
            subJob: users.subJob,
            subJobDetail: users.subJobDetail,
            occupationStatus: users.occupationStatus,
            visitPurpose: users.visitPurpose,
            introduction: users.introduction,
            skillLevel: profiles.skillLevel,
            experience: profiles.experience,
            region: profiles.region,
            techStacks: profiles.techStacks,
          },
        })
        .from(teamGapSuggestions)
        .innerJoin(users, eq(users.no, teamGapSuggestions.userNo))
        .leftJoin(profiles, eq(profiles.userNo, users.no))
        .where(
          and(
            eq(teamGapSuggestions.projectNo, no),
            // Someone who withdrew or hid their profile since the last refresh is not shown.
            isNull(users.withdrawnAt),
            isNull(profiles.hiddenAt),
            notBannedSql(),
            sql`coalesce(${profiles.visibility}, 'public') <> 'private'`,
          ),
        )
        .orderBy(desc(teamGapSuggestions.score), desc(teamGapSuggestions.userNo))
        .limit(limit);
      return {
        projectNo: no,
        items: rows.map(({ suggestion, person }) => ({
          person: { ...person, techStacks: person.techStacks ?? [] },
          score: suggestion.score,
          explanation: suggestion.explanation,
          gaps: suggestion.gaps,
          positionId: suggestion.positionId,
        })),
      };
    },

    /** Recruiting projects whose team the viewer would complete, best first. */
    async suggestedProjects(user: AuthUser, limit: number): Promise<z.infer<typeof ZSuggestedProjects>> {
      const today = todayIso();
      const rows = await db
        .select()
        .from(teamGapSuggestions)
        .where(eq(teamGapSuggestions.userNo, user.no))
        .orderBy(desc(teamGapSuggestions.score), desc(teamGapSuggestions.projectNo))
        .limit(limit * 2);
      if (rows.length === 0) return { items: [] };
      // A project may have stopped recruiting since: its card query checks it now.
      const cards = await selectCards(
        db,
        cardsQuery({
          where: sql`p.no in (${sql.join(
            rows.map((row) => sql`${row.projectNo}`),
            sql`, `,
          )}) and ${recruitingCondition(today)}`,
          orderBy: (t) => `${t}.no desc`,
          limit: rows.length,
        }),
      );
      const byNo = new Map(cards.map((card) => [card.no, presentCard(card, today)]));
      return {
        items: rows
          .flatMap((row) => {
            const project = byNo.get(row.projectNo);
            return project
              ? [
                  {
                    project,
                    score: row.score,
                    // The stored sentence speaks to the leader; the candidate reads the gap itself.
                    explanation: gapForCandidate(row.gaps),
                    gaps: row.gaps,
                    positionId: row.positionId,
                  },
                ]
              : [];
          })
          .slice(0, limit),
      };
    },
  };
}

export type TeamGapService = ReturnType<typeof createTeamGapService>;
