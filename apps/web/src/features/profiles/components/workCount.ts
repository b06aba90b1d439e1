import type { TResumeWork, TResumeWorkSection } from '@sidecamp/domain';

/** Whether a section has anything in it (an empty one is left out for everyone but the owner). */
export function workCount(work: TResumeWork, section: TResumeWorkSection): number {
  switch (section) {
    case 'projects':
      return work.projects?.items.length ?? 0;
    case 'tasks':
      return work.tasks?.count ?? 0;
    case 'goals':
      return work.goals?.count ?? 0;
    case 'booths':
      return work.booths?.items.length ?? 0;
    case 'reviews':
      return work.reviews?.count ?? 0;
    case 'proChats':
      return work.proChats?.held ?? 0;
  }
}
