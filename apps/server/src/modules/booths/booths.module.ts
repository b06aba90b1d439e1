import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { EventDispatcher } from '../../events/dispatcher';
import type { RealtimeHub } from '../../realtime/hub';
import { createBoothForumService } from './booths.forum';
import { boothModerationTarget } from './booths.moderationTarget';
import { boothsDataOf } from './booths.personalData';
import { createBoothProgressService, registerBoothProgressRealtime } from './booths.progress';
import { createBoothPromoService } from './booths.promo';
import { boothPromoRoutes, boothTeamRoutes } from './booths.promo.routes';
import { boothRankingListener, createBoothRankingService, startBoothRankingJob } from './booths.ranking';
import { boothRankingRoutes } from './booths.ranking.routes';
import type { BoothListCache, BoothRankingCache } from './booths.rankingCache';
import { boothsRoutes } from './booths.routes';
import { createBoothService } from './booths.service';
import { createBoothSupportService } from './booths.support';
import { createBoothTalkService } from './booths.talk';
import { boothTalkRoutes } from './booths.talk.routes';
import { createBoothTeamService } from './booths.team';

/**
 * Booths (F12, the Launch camp): booth pages, their team, likes, follows, support with points,
 * reviews and the forum, promotion codes and bookmarks, and the weekly ranking. The ranking
 * listener joins the app's event dispatcher; the week-closing job starts when the server listens
 * (never in inject-only tests, which call closeBoothWeeks).
 */
export function boothsModule(deps: {
  db: Database;
  events: EventDispatcher;
  realtime: RealtimeHub;
  /** The ranking answers' cache, opened by the app on the database's notifications (optional in tests). */
  rankingCache?: BoothRankingCache;
  /** The lists' pages, kept by the same channel. */
  listCache?: BoothListCache;
  now?: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.personalData.add({ key: 'booths', dataOf: boothsDataOf });
    app.moderationTargets.add(boothModerationTarget);
    // A change made here shows in the lists this process serves before its answer goes out (other
    // processes hear the database's notification a few milliseconds after the commit).
    app.addHook('onSend', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') deps.listCache?.clear();
    });
    const booths = createBoothService(deps);
    deps.events.register(boothRankingListener());
    deps.events.register(registerBoothProgressRealtime(deps));
    // The static ranking paths first, so /booths/rankings/... is never read as a booth id.
    await app.register(
      boothRankingRoutes({
        booths,
        rankings: createBoothRankingService({ ...deps, cache: deps.rankingCache }),
      }),
    );
    await app.register(boothsRoutes({ booths, support: createBoothSupportService(deps) }));
    await app.register(
      boothPromoRoutes({ promo: createBoothPromoService(deps), progress: createBoothProgressService(deps) }),
    );
    await app.register(boothTeamRoutes({ team: createBoothTeamService(deps) }));
    await app.register(
      boothTalkRoutes({ talk: createBoothTalkService(deps), forum: createBoothForumService(deps) }),
    );
    let job: { stop: () => void } | undefined;
    app.addHook('onListen', async () => {
      job ??= startBoothRankingJob({
        db: deps.db,
        onError: (error) => app.log.error({ err: error }, 'closing the booth ranking week failed'),
        record: (run) => app.recordJob('booth_ranking_close', run),
      });
    });
    app.addHook('onClose', async () => job?.stop());
  };
}
