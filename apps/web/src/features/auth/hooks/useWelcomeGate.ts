import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUserStore } from '../../../app/store/userStore';

export const WELCOME_PATH = '/welcome';

/**
 * A first social log-in creates an account without a job (`main_job` null). Until the person has
 * filled in the basics, every page sends them to the welcome step, which then returns them here.
 */
export function useWelcomeGate(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useUserStore((state) => state.loggedIn);
  const needsBasics = useUserStore((state) => state.profile !== null && state.profile.main_job === null);

  useEffect(() => {
    if (!loggedIn || !needsBasics || location.pathname === WELCOME_PATH) return;
    const here = `${location.pathname}${location.search}${location.hash}`;
    navigate(`${WELCOME_PATH}?returnTo=${encodeURIComponent(here)}`, { replace: true });
  }, [loggedIn, needsBasics, location.pathname, location.search, location.hash, navigate]);
}
