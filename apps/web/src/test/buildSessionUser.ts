import type { TSessionUser } from '@sidecamp/domain';

/** The logged-in person as the session check answers it, for tests. */
export function buildSessionUser(overrides: Partial<TSessionUser> = {}): TSessionUser {
  const no = overrides.no ?? 1;
  return {
    no,
    nickname: `person${no}`,
    img: null,
    chat_uid: `uid-${no}`,
    main_job: null,
    main_jobD: null,
    sub_job: null,
    sub_jobD: null,
    admin: false,
    ...overrides,
  };
}
