import { useEffect } from 'react';
import { toast } from '../../ui/toast';
import { i18n } from '../i18n/i18n';
import { whenIdle } from '../idle';
import { loadDomainSchemas, setContractDriftListener } from './apiClient';

/** How long a busy page may delay the response schemas before they load anyway. */
const SCHEMAS_IDLE_TIMEOUT_MS = 5000;

/**
 * Loads the response schemas once the first page has painted (from then on every answer is parsed
 * before use), and says once when an answer used before they arrived did not match: the usual cause
 * is a page opened before a new version of the server went out.
 */
export function useSchemaWarmup(): void {
  useEffect(() => {
    let warned = false;
    setContractDriftListener(() => {
      if (warned) return;
      warned = true;
      toast.info(i18n.t('session.outdated', { ns: 'common' }));
    });
    const cancel = whenIdle(() => void loadDomainSchemas().catch(() => undefined), SCHEMAS_IDLE_TIMEOUT_MS);
    return () => {
      cancel();
      setContractDriftListener(null);
    };
  }, []);
}
