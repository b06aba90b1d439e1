import { DEFAULT_CHAT_READ_COUNTS } from '@sidecamp/domain/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildChatRoom } from '../../test/buildChatRoom';
import { buildSessionUser } from '../../test/buildSessionUser';
import { INITIAL_USER_STATE, PERSISTED_USER_FIELDS, USER_STORE_STORAGE_KEY, useUserStore } from './userStore';

const store = () => useUserStore.getState();
const stored = () =>
  JSON.parse(sessionStorage.getItem(USER_STORE_STORAGE_KEY) ?? 'null') as { state: object } | null;

beforeEach(() => {
  sessionStorage.clear();
  useUserStore.setState(INITIAL_USER_STATE);
});

describe('userStore', () => {
  it("starts logged out with the spec's empty values", () => {
    expect(store()).toMatchObject({
      loginAttempted: false,
      loggedIn: false,
      loginTime: null,
      profile: null,
      chatReadCounts: DEFAULT_CHAT_READ_COUNTS,
    });
  });

  it('logs in with profile, flag and time together', () => {
    const user = buildSessionUser({ no: 5 });
    store().logIn(user, 1_700_000_000_000);
    expect(store()).toMatchObject({ profile: user, loggedIn: true, loginTime: 1_700_000_000_000 });
  });

  it('logs out to the start state, clearing chat and call, but keeps the login attempt', () => {
    store().setLoginAttempted(true);
    store().logIn(buildSessionUser(), 1);
    store().setChatList([buildChatRoom()]);
    store().setChatReadCounts([{ _id: '1', count: 3 }]);
    store().setChatOpen(true);
    store().setChatReady(true);
    store().setVoiceChat({
      callerInfo: { no: 1, nickname: 'a', img: null },
      receiverInfo: { no: 2, nickname: 'b', img: null },
      roomInfo: { roomId: '1' },
    });
    store().logOut();
    expect(store()).toMatchObject({
      loginAttempted: true,
      loggedIn: false,
      loginTime: null,
      profile: null,
      chatList: [],
      chatOpen: false,
      chatReady: false,
      chatReadCounts: DEFAULT_CHAT_READ_COUNTS,
      voiceChat: null,
    });
  });

  it('replaces a value wholesale, never merging into it', () => {
    store().setQuestProgress({ Q1: 2, Q2: 1 });
    store().setQuestProgress({ Q3: 1 });
    expect(store().questProgress).toEqual({ Q3: 1 });
  });

  it('keeps only the login fields in session storage', () => {
    const user = buildSessionUser({ no: 9 });
    store().setLoginAttempted(true);
    store().logIn(user, 42);
    store().setChatList([buildChatRoom()]);
    store().setNewMessageText('draft');
    const saved = stored();
    expect(Object.keys(saved?.state ?? {}).sort()).toEqual([...PERSISTED_USER_FIELDS].sort());
    expect(saved?.state).toEqual({ loginAttempted: true, profile: user, loggedIn: true, loginTime: 42 });
    expect(localStorage.getItem(USER_STORE_STORAGE_KEY)).toBeNull();
  });

  it('restores the login from session storage on rehydration', async () => {
    const user = buildSessionUser({ no: 3 });
    sessionStorage.setItem(
      USER_STORE_STORAGE_KEY,
      JSON.stringify({
        state: { loginAttempted: true, profile: user, loggedIn: true, loginTime: 7 },
        version: 0,
      }),
    );
    await useUserStore.persist.rehydrate();
    expect(store()).toMatchObject({
      loginAttempted: true,
      profile: user,
      loggedIn: true,
      loginTime: 7,
      chatList: [],
    });
  });
});
