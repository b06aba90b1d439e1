import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUiStore } from '../store/uiStore';

/**
 * Spec point 2 / F1.6: any address opened with `?action=login` loses that parameter (others and the
 * hash stay), the address is replaced, and the login dialog opens.
 */
export function useLoginAction(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.getAll('action').includes('login')) return;
    params.delete('action', 'login');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
    openLogin(true);
  }, [location.search, location.pathname, location.hash, navigate, openLogin]);
}
