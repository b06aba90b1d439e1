import { useParams } from 'react-router';
import { useUserStore } from '../../../app/store/userStore';

/**
 * The member number in `/u/:userNo`; `me` means the logged-in person. Null when the address
 * names nobody (not a number, or `me` while logged out).
 */
export function useUserNoParam(): { raw: string; no: number | null } {
  const { userNo = '' } = useParams();
  const me = useUserStore((state) => (state.loggedIn && state.profile ? state.profile.no : null));
  if (userNo === 'me') return { raw: userNo, no: me };
  return { raw: userNo, no: userNoOf(userNo) };
}

/** A member number written in an address, or null when it is not one. */
export const userNoOf = (raw: string | undefined): number | null =>
  raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
