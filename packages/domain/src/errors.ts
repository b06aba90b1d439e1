/**
 * Every API error code with its HTTP status, declared once. Services throw
 * `new AppError(code, details)`; one handler turns it into the JSON envelope
 * `{ error: { code, message, requestId, details? } }`. Nobody branches on message text.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_BANNED: 403,
  CSRF_REJECTED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  NICKNAME_TAKEN: 409,
  STAGE_TRANSITION_FORBIDDEN: 409,
  POSITION_FULL: 409,
  POSITION_CLOSED: 409,
  NOT_RECRUITING: 409,
  ALREADY_APPLIED: 409,
  ALREADY_MEMBER: 409,
  ALREADY_INVITED: 409,
  LEADER_MUST_HAND_OVER: 409,
  NOT_PROJECT_MEMBER: 403,
  TASK_VERSION_CONFLICT: 409,
  TASK_STAGE_SKIPPED: 409,
  GOAL_STATUS_CONFLICT: 409,
  RESET_LINK_INVALID: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  // A feature that is not built yet: the request is fine and the server is well, so a 4xx (a
  // 503 would tell clients and monitors to retry, and page someone for an outage that is not one).
  NOT_AVAILABLE_YET: 409,
  POINTS_NOT_AVAILABLE: 409,
  INSUFFICIENT_POINTS: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  NOT_PURCHASABLE: 409,
  QUEST_NOT_CLAIMABLE: 409,
  // A campaign to fewer people than CAMPAIGN_MIN_AUDIENCE (k): never sent, nothing charged.
  CAMPAIGN_AUDIENCE_TOO_SMALL: 409,
  // 402: what is asked needs a plan (or credits) the person does not have; paying would change it.
  AI_CREDITS_EXHAUSTED: 402,
  PLAN_FEATURE_REQUIRED: 402,
  WEBHOOK_REJECTED: 400,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Default English messages; a thrown error may give a more specific one. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are not valid.',
  BAD_REQUEST: 'The request could not be understood.',
  UNAUTHENTICATED: 'Please log in first.',
  INVALID_CREDENTIALS: 'The e-mail or password is not correct.',
  ACCOUNT_BANNED: 'This account is suspended.',
  CSRF_REJECTED: 'This request came from another site and was refused.',
  FORBIDDEN: 'You are not allowed to do that.',
  NOT_FOUND: 'That could not be found.',
  ROUTE_NOT_FOUND: 'There is no such address in the API.',
  METHOD_NOT_ALLOWED: 'That method is not allowed here.',
  CONFLICT: 'That conflicts with the current state.',
  EMAIL_TAKEN: 'An account with this e-mail already exists.',
  NICKNAME_TAKEN: 'This nickname is already taken.',
  STAGE_TRANSITION_FORBIDDEN: 'The project cannot move to that stage from its current one.',
  POSITION_FULL: 'This position is already full.',
  POSITION_CLOSED: 'This position is closed.',
  NOT_RECRUITING: 'This project is not taking applications right now.',
  ALREADY_APPLIED: 'You already have an application for this position.',
  ALREADY_MEMBER: 'This person is already a member of the project.',
  ALREADY_INVITED: 'This person already has a pending invitation to the project.',
  LEADER_MUST_HAND_OVER: 'Hand the leadership to a member before leaving the project.',
  NOT_PROJECT_MEMBER: "Only the project's members can do that.",
  TASK_VERSION_CONFLICT:
    'Someone else changed this task while you were editing it. Here is the current version; make your change again.',
  TASK_STAGE_SKIPPED: 'A task moves one stage at a time (or is completed with Complete).',
  GOAL_STATUS_CONFLICT: 'The goal cannot change to that status from its current one.',
  RESET_LINK_INVALID: 'This reset link is invalid, already used or expired. Ask for a new one.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'That content type is not supported.',
  RATE_LIMITED: 'Too many requests. Please wait a moment.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  NOT_AVAILABLE_YET: 'This is not available yet.',
  POINTS_NOT_AVAILABLE: 'Points are not available yet.',
  INSUFFICIENT_POINTS: 'You do not have enough points for that. Nothing was charged.',
  IDEMPOTENCY_KEY_REUSED: 'This request key was already used for a different request.',
  NOT_PURCHASABLE: 'That cannot be bought.',
  QUEST_NOT_CLAIMABLE: 'That quest cannot be claimed now.',
  CAMPAIGN_AUDIENCE_TOO_SMALL:
    'Too few people match these targets for a campaign. Widen the targets; nothing was charged.',
  AI_CREDITS_EXHAUSTED: 'You have used all AI credits of your plan for this period.',
  PLAN_FEATURE_REQUIRED: 'Your plan does not include this.',
  WEBHOOK_REJECTED: 'The payment notification was refused.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable.',
};

/** One field problem in a VALIDATION_FAILED error: the field's dotted path and what is wrong. */
export type FieldIssue = { field: string; message: string };

export type ErrorEnvelope = {
  error: { code: ErrorCode; message: string; requestId?: string; details?: unknown };
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
