import { describe, expect, it } from 'vitest';
import { alarmsListener, handlersOf } from './alarms.listeners';
import { notificationSources } from './alarms.sources';
import type { NotificationSource } from './sources/source';

describe('notification sources', () => {
  it('hear each event type in one source only, and the listener hears every type a source handles', () => {
    const claimed = notificationSources.flatMap((source) => Object.keys(source));
    expect(new Set(claimed).size).toBe(claimed.length);
    expect([...alarmsListener(undefined).types].sort()).toEqual([...claimed].sort());
    for (const source of notificationSources) expect(Object.keys(source).length).toBeGreaterThan(0);
  });

  it('refuses two sources claiming the same event type', () => {
    const one: NotificationSource = { 'user.followed': async () => [] };
    const two: NotificationSource = { 'user.followed': async () => [] };
    expect(() => handlersOf([one, two])).toThrow(/two notification sources handle user.followed/);
  });
});
