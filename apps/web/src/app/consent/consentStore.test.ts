import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, useConsentStore } from './consentStore';

const consent = () => useConsentStore.getState();

beforeEach(() => {
  localStorage.clear();
  useConsentStore.setState({ choice: null, dialogOpen: false, reopened: false });
});

describe('consentStore', () => {
  it('records a decision with its time and closes the dialog', () => {
    consent().openDialog(false);
    const before = Date.now();
    consent().decide(true, false);
    expect(consent().dialogOpen).toBe(false);
    expect(consent().choice).toMatchObject({ analytics: true, ads: false });
    const decidedAt = Date.parse(consent().choice?.decidedAt ?? '');
    expect(decidedAt).toBeGreaterThanOrEqual(before);
    expect(decidedAt).toBeLessThanOrEqual(Date.now());
  });

  it('remembers whether the dialog was opened on purpose', () => {
    consent().openDialog(true);
    expect(consent()).toMatchObject({ dialogOpen: true, reopened: true });
    consent().closeDialog();
    expect(consent().dialogOpen).toBe(false);
    expect(consent().choice).toBeNull();
  });

  it('keeps only the choice in local storage, under the versioned key', () => {
    consent().openDialog(true);
    consent().decide(false, true);
    const saved = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as {
      state: Record<string, unknown>;
      version: number;
    };
    expect(Object.keys(saved.state)).toEqual(['choice']);
    expect(saved.state.choice).toMatchObject({ analytics: false, ads: true });
    expect(saved.version).toBe(1);
  });

  it('brings a stored choice back on rehydration', async () => {
    const choice = { analytics: true, ads: true, decidedAt: '2026-01-01T00:00:00.000Z' };
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ state: { choice }, version: 1 }));
    await useConsentStore.persist.rehydrate();
    expect(consent().choice).toEqual(choice);
    expect(consent().dialogOpen).toBe(false);
  });
});
