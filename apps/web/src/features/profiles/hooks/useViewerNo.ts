import { useUserStore } from '../../../app/store/userStore';

/** The logged-in person's number, or null: part of every profile query key. */
export function useViewerNo(): number | null {
  return useUserStore((state) => (state.loggedIn && state.profile ? state.profile.no : null));
}
