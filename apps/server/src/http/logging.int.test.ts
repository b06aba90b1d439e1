import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/testApp';
import { createTestDatabase } from '../test/testDatabase';
import { logFormatFor } from './logging';

/** Collects what the logger writes, line by line. */
function memoryDestination() {
  const lines: string[] = [];
  let pending = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      pending += String(chunk);
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      lines.push(...parts.filter((line) => line.trim() !== ''));
      done();
    },
  });
  return { stream, lines };
}

async function logsOfOneRequest(
  format: 'json' | 'pretty',
  { url = '/api/site-config?token=single-use-secret', level = 'info' } = {},
) {
  const destination = memoryDestination();
  const database = await createTestDatabase();
  const config = testConfig({ LOG_LEVEL: level, LOG_FORMAT: format });
  // A file of the web build, served as it is (the build's JavaScript, fonts, translations).
  mkdirSync(path.join(config.WEB_DIST_DIR, 'assets'));
  writeFileSync(path.join(config.WEB_DIST_DIR, 'assets', 'app-1234.js'), 'console.log(1);');
  const built = await buildApp({ config, database, logDestination: destination.stream });
  try {
    await built.app.ready();
    const before = destination.lines.length;
    const response = await built.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    return destination.lines.slice(before);
  } finally {
    await built.app.close();
    await built.events.stop();
    await database.close();
  }
}

describe('request logs', () => {
  it('are pretty at a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(logFormatFor('auto', true)).toBe('pretty');
    expect(logFormatFor('auto', false)).toBe('json');
    expect(logFormatFor('json', true)).toBe('json');
    expect(logFormatFor('pretty', false)).toBe('pretty');
    expect(() => testConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('write one JSON line per request, with the path but never the query', async () => {
    const lines = await logsOfOneRequest('json');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry).toMatchObject({ method: 'GET', path: '/api/site-config', statusCode: 200 });
    expect(typeof entry.durationMs).toBe('number');
    expect(typeof entry.reqId).toBe('string');
    expect(lines[0]).not.toContain('single-use-secret');
  });

  it('write one readable line per request in the pretty format', async () => {
    const lines = await logsOfOneRequest('pretty');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/INFO.*GET \/api\/site-config 200 [\d.]+ ms/);
    expect(lines[0]).not.toContain('{"');
    expect(lines[0]).not.toContain('single-use-secret');
  });

  it('write a file of the web build at debug, so it is not in the info log', async () => {
    expect(await logsOfOneRequest('json', { url: '/assets/app-1234.js' })).toEqual([]);
    const debugLines = await logsOfOneRequest('json', { url: '/assets/app-1234.js', level: 'debug' });
    const entries = debugLines.map((line) => JSON.parse(line)).filter((entry) => entry.path);
    expect(entries).toEqual([
      expect.objectContaining({ path: '/assets/app-1234.js', statusCode: 200, level: 20 }),
    ]);
  });
});
