import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsentStore } from './consentStore';
import { ADS_LOAD_DELAY_MS, ANALYTICS_LOAD_DELAY_MS, useThirdPartyScripts } from './thirdPartyScripts';

const ANALYTICS_URL = 'https://analytics.example/a.js';
const ADS_URL = 'https://ads.example/b.js';

/** The server writes the site config into the page; the hook reads it from there, never from the API. */
function embedSiteConfig(config: { analyticsScriptUrl: string | null; adsScriptUrl: string | null }) {
  const element = document.createElement('script');
  element.id = 'site-config';
  element.type = 'application/json';
  element.textContent = JSON.stringify({ siteName: 'Sidecamp', publicUrl: 'http://localhost', ...config });
  document.body.append(element);
}

function renderScripts() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useThirdPartyScripts(), { wrapper });
}

const loaded = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

/** Lets the site-config query settle (it resolves from the page, in a microtask). */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  useConsentStore.setState({ choice: null, dialogOpen: false, reopened: false });
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('useThirdPartyScripts', () => {
  it('loads nothing without consent', async () => {
    embedSiteConfig({ analyticsScriptUrl: ANALYTICS_URL, adsScriptUrl: ADS_URL });
    renderScripts();
    await settle();
    await act(async () => vi.advanceTimersByTimeAsync(ANALYTICS_LOAD_DELAY_MS * 2));
    expect(loaded()).toEqual([]);
  });

  it('loads each script after its own delay, only with its own consent', async () => {
    embedSiteConfig({ analyticsScriptUrl: ANALYTICS_URL, adsScriptUrl: ADS_URL });
    useConsentStore.getState().decide(true, true);
    renderScripts();
    await settle();

    await act(async () => vi.advanceTimersByTimeAsync(ADS_LOAD_DELAY_MS - 10));
    expect(loaded()).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(20));
    expect(loaded()).toEqual([ADS_URL]);
    await act(async () => vi.advanceTimersByTimeAsync(ANALYTICS_LOAD_DELAY_MS - ADS_LOAD_DELAY_MS));
    expect(loaded()).toEqual([ADS_URL, ANALYTICS_URL]);
  });

  it('counts the delay from the moment consent is given', async () => {
    embedSiteConfig({ analyticsScriptUrl: ANALYTICS_URL, adsScriptUrl: ADS_URL });
    renderScripts();
    await settle();
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    act(() => useConsentStore.getState().decide(true, false));
    await act(async () => vi.advanceTimersByTimeAsync(ANALYTICS_LOAD_DELAY_MS - 10));
    expect(loaded()).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(20));
    expect(loaded()).toEqual([ANALYTICS_URL]);
  });

  it('loads nothing when no address is configured, even with consent', async () => {
    embedSiteConfig({ analyticsScriptUrl: null, adsScriptUrl: null });
    useConsentStore.getState().decide(true, true);
    renderScripts();
    await settle();
    await act(async () => vi.advanceTimersByTimeAsync(ANALYTICS_LOAD_DELAY_MS * 2));
    expect(loaded()).toEqual([]);
  });

  it('never loads a script twice', async () => {
    embedSiteConfig({ analyticsScriptUrl: null, adsScriptUrl: ADS_URL });
    useConsentStore.getState().decide(false, true);
    renderScripts();
    renderScripts();
    await settle();
    await act(async () => vi.advanceTimersByTimeAsync(ADS_LOAD_DELAY_MS));
    expect(loaded()).toEqual([ADS_URL]);
  });
});
