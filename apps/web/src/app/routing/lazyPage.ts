import { type ComponentType, lazy } from 'react';
import { loadNamespaces, type Namespace } from '../i18n/i18n';

/**
 * A route's page as its own chunk: the code and the page's translation namespaces load together,
 * so the page appears complete. Pages use named exports, hence the picker.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: readonly Namespace[],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { default: pick(module) };
  });
}
