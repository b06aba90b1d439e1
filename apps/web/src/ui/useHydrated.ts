import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React adopts a server-rendered page (and on the server), true from the render after.
 * As a `key` it remounts a part once after hydration, for parts whose server markup React cannot
 * adopt correctly: React Aria's Tabs give their tabs and panels different ids on the server
 * (aria-controls then names no element, an axe critical), and hydration never patches attributes.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
