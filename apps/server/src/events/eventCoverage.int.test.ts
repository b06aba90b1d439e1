import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';
import { AUDIT_ONLY_EVENTS } from './catalog';

const modulesDir = fileURLToPath(new URL('../modules/', import.meta.url));

/** Every event type the modules declare, read from their `<area>.events.ts` merges. */
function declaredEventTypes(): string[] {
  const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.events.ts'),
  );
  return files.flatMap((file) =>
    [...readFileSync(path.join(modulesDir, file), 'utf8').matchAll(/^\s+'([a-zA-Z]+\.[a-zA-Z]+)':/gm)].map(
      (match) => match[1] as string,
    ),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('domain events', () => {
  it('are each heard by a listener, or kept on purpose as an audit record', () => {
    const declared = declaredEventTypes();
    expect(declared.length).toBeGreaterThan(30);
    const heard = t.events.listenedTypes();
    const unheard = declared.filter((type) => !heard.has(type) && !AUDIT_ONLY_EVENTS.includes(type));
    expect(unheard).toEqual([]);
  });

  it('lists as audit records only events that exist and that nothing hears', () => {
    const declared = new Set(declaredEventTypes());
    const heard = t.events.listenedTypes();
    for (const type of AUDIT_ONLY_EVENTS) {
      expect(declared.has(type), type).toBe(true);
      expect(heard.has(type), type).toBe(false);
    }
  });
});
