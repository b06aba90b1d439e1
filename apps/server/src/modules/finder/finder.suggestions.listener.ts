import type { DomainEventType } from '../../events/catalog';
import type { EventListener } from '../../events/dispatcher';
import './finder.events';
import { refreshPersonSuggestions, refreshProjectSuggestions } from './finder.suggestions';

/** A project's team, positions or stage changed: its candidates are re-ranked. */
const PROJECT_EVENTS = [
  'project.published',
  'project.stageChanged',
  'project.memberJoined',
  'project.memberLeft',
  'project.positionAdded',
  'project.positionClosed',
] as const satisfies readonly DomainEventType[];

/** What a person offers or wants changed: their suggested projects are re-ranked. */
const PERSON_EVENTS = [
  'profile.updated',
  'finder.preferencesChanged',
] as const satisfies readonly DomainEventType[];

/**
 * Team-gap suggestions are refreshed by events (F5.2), one bounded refresh per event, so reading
 * them never scores anyone. A joining or leaving member changes the team; the project's refresh
 * also drops (or brings back) that person's own pair, since members are never suggested.
 */
export function teamGapListener(): EventListener {
  const projectEvents: readonly string[] = PROJECT_EVENTS;
  return {
    name: 'finder.teamGap',
    types: [...PROJECT_EVENTS, ...PERSON_EVENTS],
    handle: async (event, tx) => {
      if (projectEvents.includes(event.type)) {
        const { projectNo } = event.payload as { projectNo: number };
        await refreshProjectSuggestions(tx, projectNo);
        return;
      }
      const { userNo } = event.payload as { userNo: number };
      await refreshPersonSuggestions(tx, userNo);
    },
  };
}
