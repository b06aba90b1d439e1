/**
 * The main screens a visitor and a member open by address, which the axe check
 * (accessibility.spec.ts, which also checks each at a phone's width) goes through: a new
 * main screen goes here. Screens of one object (a project, a booth) are added by each spec.
 */
export const VISITOR_SCREENS = [
  '/',
  '/people',
  '/lounge',
  '/chat',
  '/chat/open',
  '/booths',
  '/booths/ranking',
  '/pricing',
  '/points',
  '/support',
  '/privacy',
  '/signup',
  '/blueprint',
  '/no-such-page',
];

export const MEMBER_SCREENS = [
  '/',
  '/todo',
  '/quests',
  '/alarms',
  '/chat',
  '/chat/pros',
  '/settings',
  '/settings/profile',
  '/projects/new',
  '/projects/mine',
  '/people/matches',
  '/points/history',
  '/lounge/write',
  '/campaigns/new',
  '/booths/launch',
  '/blueprint',
];
