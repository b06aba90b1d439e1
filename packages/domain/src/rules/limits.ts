/*
 * The numbers and fixed lists the API schemas enforce (lengths, counts, states), without zod: the
 * web's forms show them ("120 characters at most") without loading the schemas.
 */

// auth.schemas
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 20;
// chat.schemas
export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_ROOM_NAME_MAX = 60;
export const CHAT_ROOM_DESCRIPTION_MAX = 500;
export const CHAT_CLIENT_ID_MAX = 64;
export const CHAT_PAGE_MAX = 100;
export const CHAT_MESSAGE_TYPES = ['text', 'image', 'system'] as const;
export const PRO_SLOT_MINUTES = [30, 60] as const;
export const PRO_RESERVATION_STATUSES = ['reserved', 'held', 'proNoShow', 'userNoShow', 'cancelled'] as const;
// input.schemas
/** The largest value of a PostgreSQL `integer` (serial ids, user and project numbers). */
export const INT4_MAX = 2_147_483_647;
// lounge.schemas
export const POST_TITLE_MAX = 120;
export const POST_BODY_MAX = 20_000;
export const POST_IMAGES_MAX = 10;
export const POST_VIDEOS_MAX = 3;
export const REPLY_BODY_MAX = 2000;
export const MAGAZINE_TITLE_MAX = 150;
export const MAGAZINE_BODY_MAX = 50_000;
export const NOTE_BODY_MAX = 500;
export const REPORT_REASON_MAX = 500;
export const GROUP_NAME_MAX = 60;
export const GROUP_DESCRIPTION_MAX = 2000;
export const RETROSPECTIVE_ANSWER_MAX = 5000;
export const SEARCH_QUERY_MAX = 100;
export const MAGAZINE_SCOPES = ['S001', 'S003', 'S004'] as const;
/** Longest link address a magazine link click may name. */
export const MAGAZINE_LINK_MAX = 2048;
export const GROUP_KINDS = ['project', 'study'] as const;
export const GROUP_JOIN_POLICIES = ['open', 'approval'] as const;
// points.schemas
export const LEDGER_FILTERS = ['all', 'income', 'deduction'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'cancelled'] as const;
// profiles.schemas
export const TECH_STACK_MAX = 30;
// projects.schemas
export const PROJECT_NAME_MIN = 2;
export const PROJECT_NAME_MAX = 60;
export const PROJECT_SUMMARY_MAX = 200;
export const PROJECT_DESCRIPTION_MAX = 10_000;
/** The spec's 23 service categories and 19 industries are not listed, so both are short free text. */
export const PROJECT_CATEGORY_MAX = 60;
export const PROJECT_LINKS_MAX = 10;
export const PROJECT_QUESTIONS_MAX = 10;
export const PROJECT_QUESTION_MAX = 300;
export const APPLICATION_ANSWER_MAX = 2000;
export const PROJECT_POSITIONS_MAX = 20;
export const POSITION_HEADCOUNT_MAX = 20;
export const INVITATION_BATCH_MAX = 50;
export const QNA_BODY_MAX = 2000;
export const NEWS_TITLE_MAX = 120;
export const NEWS_BODY_MAX = 5000;
export const HUB_NEW_DAYS = 7;
export const INVITATION_STATES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
// support.schemas
export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 5000;
// workspace
/** Project workspace (F7): goals, tasks, the personal to-do list and the daily schedule. */
export const GOAL_TITLE_MAX = 120;
export const GOAL_DESCRIPTION_MAX = 2000;
export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;
export const TODO_TITLE_MAX = 200;
/** A project's board shows every task at once; past this a project should split into goals. */
export const PROJECT_TASKS_MAX = 1000;
export const TODOS_MAX = 200;
/** The schedule answers a day or a week, and at most a month so one request stays small. */
export const SCHEDULE_DAYS_MAX = 31;
export const SCHEDULE_ITEM_KINDS = ['task', 'goalStart', 'goalDue', 'todo'] as const;
// booths.schemas
export const BOOTH_NAME_MIN = 2;
export const BOOTH_NAME_MAX = 60;
export const BOOTH_TAGLINE_MAX = 120;
export const BOOTH_INTRO_MAX = 1000;
export const BOOTH_DESCRIPTION_MAX = 10_000;
export const BOOTH_SCREENSHOTS_MAX = 8;
export const BOOTH_LINKS_MAX = 5;
export const BOOTH_SUPPORT_MESSAGE_MAX = 200;
export const BOOTH_REVIEW_BODY_MAX = 2000;
export const BOOTH_FORUM_TITLE_MAX = 120;
export const BOOTH_FORUM_BODY_MAX = 5000;
export const BOOTH_PROMO_OFFER_MAX = 200;
export const BOOTH_PROMO_CODE_MAX = 40;
export const BOOTH_PROMO_CODES_MAX = 10;
