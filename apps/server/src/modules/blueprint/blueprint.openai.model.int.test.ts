import { ZIdeaAnalysis } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';

/*
 * A quality check against a real model, only when the test environment names one:
 * AI_BASE_URL (e.g. http://127.0.0.1:11434/v1 for Ollama), AI_MODEL, and AI_API_KEY if it needs one.
 * Skipped otherwise, so the suite never depends on a network or a model being present.
 * AI_TEST_QUALITY=0 checks the plumbing only (tools/llama-server/tiny-llama-server.sh serves a tiny
 * random model whose schema-bound answers are valid but empty or gibberish).
 */
const checkQuality = process.env.AI_TEST_QUALITY !== '0';
const baseUrl = process.env.AI_BASE_URL ?? '';

describe.skipIf(baseUrl === '')('a real OpenAI-compatible model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ...RELAXED_RATE_LIMITS,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: baseUrl,
      AI_MODEL: process.env.AI_MODEL ?? '',
      AI_API_KEY: process.env.AI_API_KEY ?? '',
      AI_TIMEOUT_MS: process.env.AI_TIMEOUT_MS ?? '120000',
    });
  });
  afterAll(() => t?.close());

  it('writes a whole report from the model, naming no competitor that is not on the platform', async () => {
    const member = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/blueprint/analyses',
      headers: { cookie: member.cookie, 'idempotency-key': `real-model-${Date.now()}` },
      payload: {
        title: 'Shift Swap',
        text: 'An app for nurses to swap hospital shifts. It is hard to find cover at short notice. Nurses post a shift and colleagues can claim it; the ward manager approves the swap.',
        category: '08',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { report } = ZIdeaAnalysis.parse(res.json());
    expect(report.meta.failure).toBeNull();
    expect(report.meta.provider).toBe('openai-compatible');
    // The platform is empty here, so any competitor would be invented (and is dropped).
    expect(report.competitors).toEqual([]);
    expect(report.specification.mvpFeatures.every((item) => item.source.kind === 'model')).toBe(true);
    if (checkQuality) {
      expect(report.specification.mvpFeatures.length).toBeGreaterThan(0);
      expect(report.frameworks.swot.strengths.length).toBeGreaterThan(0);
      expect(report.market.saturation.explanation.length).toBeGreaterThan(0);
    }
  }, 300_000);
});
