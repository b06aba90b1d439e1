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
  pageModules.push(load);
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { default: pick(module) };
  });
}

const pageModules: Array<() => Promise<unknown>> = [];

/**
 * Loads every page's code (the server renderer does it once it starts, so the first visitor of a
 * page does not also wait for its chunk to be read and compiled). Settles when all have loaded.
 */
export const loadEveryPage = async (): Promise<void> => {
  await Promise.allSettled(pageModules.map((load) => load()));
};
