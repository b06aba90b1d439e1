import { useEffect } from 'react';
import { toast } from '../../ui/toast';
import { i18n } from '../i18n/i18n';
import { whenFirstActs, whenIdle } from '../idle';
import { useUserStore } from '../store/userStore';
import { loadDomainSchemas, setContractDriftListener } from './apiClient';

/** How long a member's busy page may delay the response schemas before they load anyway. */
const SCHEMAS_IDLE_TIMEOUT_MS = 5000;

/**
 * Loads the response schemas (zod and every contract, about 50 KiB on the wire) once they can
 * matter, after which every answer is parsed before use: for a member when the browser is first
 * idle, for a visitor when they first act on the page (a visitor who reads a page never needs
 * them, and the answers the page used meanwhile are checked when they arrive). Says once when an
 * answer used before they arrived did not match: the usual cause is a page opened before a new
 * version of the server went out.
 */
export function useSchemaWarmup(): void {
  const loggedIn = useUserStore((state) => state.loggedIn);
  useEffect(() => {
    let warned = false;
    setContractDriftListener(() => {
      if (warned) return;
      warned = true;
      toast.info(i18n.t('session.outdated', { ns: 'common' }));
    });
    return () => setContractDriftListener(null);
  }, []);
  useEffect(() => {
    const load = () => void loadDomainSchemas().catch(() => undefined);
    return loggedIn ? whenIdle(load, SCHEMAS_IDLE_TIMEOUT_MS) : whenFirstActs(load);
  }, [loggedIn]);
}
