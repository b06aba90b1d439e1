import type { ChatReadCount, TChatRoom, TSessionUser, VoicePerson, VoiceRoomInfo } from '@sidecamp/domain';
import { DEFAULT_CHAT_READ_COUNTS } from '@sidecamp/domain/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/*
 * To-do items, banners and ads get their real types from the features that build them (and from
 * packages/domain once it exports them). Until then the store holds them opaquely.
 */
export type ChatListItem = TChatRoom;
export type TodoItem = unknown;
export type BannerItem = unknown;
export type AdItem = unknown;

/** A voice call waiting to be accepted (spec point 4): caller, receiver and room are known. */
export type VoiceChat = { callerInfo: VoicePerson; receiverInfo: VoicePerson; roomInfo: VoiceRoomInfo };

/** Progress per weekly quest code (Q1..Q8): how many times it has been done this week. */
export type QuestProgress = Readonly<Record<string, number>>;

export type RefreshMarker = { flag: boolean; path: string };

/** The client user state of spec point 3, field for field. */
export type UserState = {
  loginAttempted: boolean;
  loggedIn: boolean;
  /** Epoch milliseconds of the successful session check; null while logged out. */
  loginTime: number | null;
  /** Null is the spec's "empty profile". */
  profile: TSessionUser | null;
  refresh: RefreshMarker;
  chatList: readonly ChatListItem[];
  chatReady: boolean;
  chatOpen: boolean;
  chatReadCounts: readonly ChatReadCount[];
  voiceChat: VoiceChat | null;
  todoList: readonly TodoItem[];
  todoOpen: boolean;
  newMessageText: string;
  bannerList: readonly BannerItem[];
  adList: readonly AdItem[];
  questProgress: QuestProgress;
};

/** One setter per field; each replaces the value wholesale, never merges into it (spec point 4). */
export type UserActions = {
  setLoginAttempted: (value: boolean) => void;
  setLoggedIn: (value: boolean) => void;
  setLoginTime: (value: number | null) => void;
  setProfile: (value: TSessionUser | null) => void;
  setRefresh: (value: RefreshMarker) => void;
  setChatList: (value: readonly ChatListItem[]) => void;
  setChatReady: (value: boolean) => void;
  setChatOpen: (value: boolean) => void;
  setChatReadCounts: (value: readonly ChatReadCount[]) => void;
  setVoiceChat: (value: VoiceChat | null) => void;
  setTodoList: (value: readonly TodoItem[]) => void;
  setTodoOpen: (value: boolean) => void;
  setNewMessageText: (value: string) => void;
  setBannerList: (value: readonly BannerItem[]) => void;
  setAdList: (value: readonly AdItem[]) => void;
  setQuestProgress: (value: QuestProgress) => void;
  /** A successful session check: profile, logged-in flag and login time together. */
  logIn: (profile: TSessionUser, at: number) => void;
  /** Back to the logged-out start state; the login attempt itself stays recorded. */
  logOut: () => void;
};

export const INITIAL_USER_STATE: UserState = {
  loginAttempted: false,
  loggedIn: false,
  loginTime: null,
  profile: null,
  refresh: { flag: false, path: '/' },
  chatList: [],
  chatReady: false,
  chatOpen: false,
  chatReadCounts: DEFAULT_CHAT_READ_COUNTS,
  voiceChat: null,
  todoList: [],
  todoOpen: false,
  newMessageText: '',
  bannerList: [],
  adList: [],
  questProgress: {},
};

/** The only fields kept in browser storage (spec point 3); everything else starts fresh per tab load. */
export const PERSISTED_USER_FIELDS = ['loginAttempted', 'profile', 'loggedIn', 'loginTime'] as const;
type PersistedUserState = Pick<UserState, (typeof PERSISTED_USER_FIELDS)[number]>;

export const USER_STORE_STORAGE_KEY = 'sidecamp.user';

export const useUserStore = create<UserState & UserActions>()(
  persist(
    (set) => ({
      ...INITIAL_USER_STATE,
      setLoginAttempted: (loginAttempted) => set({ loginAttempted }),
      setLoggedIn: (loggedIn) => set({ loggedIn }),
      setLoginTime: (loginTime) => set({ loginTime }),
      setProfile: (profile) => set({ profile }),
      setRefresh: (refresh) => set({ refresh }),
      setChatList: (chatList) => set({ chatList }),
      setChatReady: (chatReady) => set({ chatReady }),
      setChatOpen: (chatOpen) => set({ chatOpen }),
      setChatReadCounts: (chatReadCounts) => set({ chatReadCounts }),
      setVoiceChat: (voiceChat) => set({ voiceChat }),
      setTodoList: (todoList) => set({ todoList }),
      setTodoOpen: (todoOpen) => set({ todoOpen }),
      setNewMessageText: (newMessageText) => set({ newMessageText }),
      setBannerList: (bannerList) => set({ bannerList }),
      setAdList: (adList) => set({ adList }),
      setQuestProgress: (questProgress) => set({ questProgress }),
      logIn: (profile, at) => set({ profile, loggedIn: true, loginTime: at }),
      logOut: () =>
        set({
          profile: null,
          loggedIn: false,
          loginTime: null,
          chatOpen: false,
          chatReady: false,
          chatList: [],
          chatReadCounts: DEFAULT_CHAT_READ_COUNTS,
          voiceChat: null,
        }),
    }),
    {
      name: USER_STORE_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state): PersistedUserState => ({
        loginAttempted: state.loginAttempted,
        profile: state.profile,
        loggedIn: state.loggedIn,
        loginTime: state.loginTime,
      }),
    },
  ),
);
