import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { KeptSecretError, keptSecret, secretsDirectoryOf } from './keptSecrets';

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'sidecamp-secrets-'));
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('secrets the server makes itself', () => {
  it('are drawn once, kept 0600 in DATA_DIR/secrets (0700), and the same on every later start', () => {
    const dataDir = freshDataDir();
    const first = keptSecret(dataDir, 'MAIL_LINK_SECRET');
    expect(first.created).toBe(true);
    expect(first.value).toMatch(/^[0-9a-f]{64}$/);
    expect(first.file).toBe(path.join(dataDir, 'secrets', 'MAIL_LINK_SECRET'));
    expect(readFileSync(first.file, 'utf8').trim()).toBe(first.value);
    expect(modeOf(first.file)).toBe(0o600);
    expect(modeOf(secretsDirectoryOf(dataDir))).toBe(0o700);

    const again = keptSecret(dataDir, 'MAIL_LINK_SECRET');
    expect(again).toEqual({ ...first, created: false });
    // Each secret is its own.
    expect(keptSecret(dataDir, 'PAYMENT_WEBHOOK_SECRET').value).not.toBe(first.value);
  });

  it('makes a missing data folder and its parents with the usual mode, only secrets/ private', () => {
    // The embedded PostgreSQL's own user has to pass through every parent of its cluster folder.
    const parent = path.join(freshDataDir(), 'e2e-data');
    const dataDir = path.join(parent, '3100');
    keptSecret(dataDir, 'MAIL_LINK_SECRET');
    expect(modeOf(parent) & 0o001).toBe(0o001);
    expect(modeOf(dataDir) & 0o001).toBe(0o001);
    expect(modeOf(secretsDirectoryOf(dataDir))).toBe(0o700);
  });

  it('keeps each secret apart', () => {
    const dataDir = freshDataDir();
    const first = keptSecret(dataDir, 'MAIL_LINK_SECRET');
    expect(keptSecret(dataDir, 'PAYMENT_WEBHOOK_SECRET').value).not.toBe(first.value);
  });

  it('refuses a damaged file by its path instead of signing with it, and tightens a loosened one', () => {
    const dataDir = freshDataDir();
    const { file, value } = keptSecret(dataDir, 'MAIL_LINK_SECRET');
    writeFileSync(file, `${value}\n`, { mode: 0o644 });
    chmodSync(file, 0o644);
    expect(keptSecret(dataDir, 'MAIL_LINK_SECRET').value).toBe(value);
    expect(modeOf(file)).toBe(0o600);
    writeFileSync(file, 'short\n');
    expect(() => keptSecret(dataDir, 'MAIL_LINK_SECRET')).toThrow(KeptSecretError);
    expect(() => keptSecret(dataDir, 'MAIL_LINK_SECRET')).toThrow(file);
  });

  it('loadConfig keeps MAIL_LINK_SECRET and the sandbox webhook secret across starts, and says so', () => {
    const dataDir = freshDataDir();
    const env = { DATA_DIR: dataDir };
    const first = loadConfig(env, { keepGeneratedSecrets: true });
    const second = loadConfig(env, { keepGeneratedSecrets: true });
    expect(second.MAIL_LINK_SECRET).toBe(first.MAIL_LINK_SECRET);
    expect(second.PAYMENT_WEBHOOK_SECRET).toBe(first.PAYMENT_WEBHOOK_SECRET);
    const file = path.join(dataDir, 'secrets', 'MAIL_LINK_SECRET');
    expect(first.startNotices.join('\n')).toContain(
      `MAIL_LINK_SECRET is unset: generated one and kept it in ${file}`,
    );
    expect(second.startNotices.join('\n')).toContain(
      `MAIL_LINK_SECRET is unset: using the one kept in ${file}`,
    );
    expect(second.startNotices.join('\n')).not.toContain(first.MAIL_LINK_SECRET);

    // A secret set in the environment wins and nothing is written for it.
    const set = loadConfig(
      { ...env, DATA_DIR: freshDataDir(), MAIL_LINK_SECRET: 'an-operator-chosen-secret-0123' },
      { keepGeneratedSecrets: true },
    );
    expect(set.MAIL_LINK_SECRET).toBe('an-operator-chosen-secret-0123');
    expect(set.startNotices.join('\n')).not.toMatch(/MAIL_LINK_SECRET/);
  });
});
