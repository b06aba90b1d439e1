import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/testApp';
import { AppError } from './errors';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    ANALYTICS_SCRIPT_URL: 'https://analytics.example.test/a.js',
    ADS_SCRIPT_URL: 'https://ads.example.test/b.js',
  });
  // Routes that exist only in this test, to reach the error handler's other branches.
  t.app.post(
    '/api/test/echo',
    { schema: { body: z.object({ title: z.string().min(3), tags: z.array(z.string()) }) } },
    async (req) => req.body,
  );
  t.app.get('/api/test/boom', async () => {
    throw new Error('secret internal detail');
  });
  t.app.get('/api/test/conflict', async () => {
    throw new AppError('CONFLICT', {
      message: 'Stage 01 cannot go to 05.',
      details: { from: '01', to: '05' },
    });
  });
  await t.app.ready();
});
afterAll(() => t.close());

describe('error envelope', () => {
  it('answers bad input with a 400 naming each field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { title: 'ab', tags: [1] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.requestId).toBe(res.headers['x-request-id']);
    const fields = body.error.details.map((issue: { field: string }) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'tags.0']));
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers an unsupported content type with a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a too-large body with a 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { title: 'x'.repeat(1_100_000), tags: [] },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API address with a JSON 404, never the web page', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/thing', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
    }
  });

  it("keeps a thrown AppError's status, message and details", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', details: { from: '01', to: '05' } });
  });

  it('hides the internals of an unexpected error behind a 500 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL');
    expect(res.body).not.toContain('secret internal detail');
  });

  it('echoes a well-formed incoming request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('trace-12345678');
  });
});

describe('system routes', () => {
  it('reports health with the database state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { driver: 'postgres', ok: true },
    });
  });

  it('serves the OpenAPI document and its docs page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/site-config', '/api/auth/session']));
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('gives the web app its public settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.json()).toEqual({
      siteName: 'Sidecamp',
      publicUrl: 'http://localhost:3000',
      analyticsScriptUrl: 'https://analytics.example.test/a.js',
      adsScriptUrl: 'https://ads.example.test/b.js',
    });
  });
});

describe('web app serving', () => {
  it('answers any app address with index.html carrying the site config and two JSON-LD blocks', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/projects/42?tab=members',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? 'null'),
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['WebSite', 'LocalBusiness']);
    const config = res.body.match(/<script type="application\/json" id="site-config">(.*?)<\/script>/);
    expect(JSON.parse(config?.[1] ?? 'null')).toMatchObject({
      adsScriptUrl: 'https://ads.example.test/b.js',
    });
  });

  it('sends the page brotli- or gzip-compressed as the browser accepts, and plain otherwise', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/lounge', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await t.app.inject({
      method: 'GET',
      url: '/lounge',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/lounge',
      headers: { accept: 'text/html', 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses JSON over 1 KB on the fly and leaves small answers alone', async () => {
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString())).toHaveProperty('openapi');
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/site-config',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('siteName');
  });

  it('allows the page’s one inline script, the theme’s, by its hash and no other inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/lounge', headers: { accept: 'text/html' } });
    const inline = [...res.body.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const scriptSources = String(res.headers['content-security-policy']).match(/script-src ([^;]+)/)?.[1];
    expect(scriptSources?.split(' ')).toContain(`'sha256-${hash}'`);
    expect(scriptSources).not.toContain('unsafe-inline');
  });

  it('does not answer a missing asset with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('sends security headers whose script policy allows only us and the configured script origins', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(
      /script-src 'self' 'sha256-[^']+' https:\/\/analytics.example.test https:\/\/ads.example.test;/,
    );
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
