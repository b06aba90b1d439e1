import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets the server makes itself when the environment leaves them unset. Each is drawn once and
 * kept in `DATA_DIR/secrets/<NAME>` (0600, in a 0700 folder, like the embedded database's
 * password), so what it signs (the links in e-mails sent before a restart, a sandbox checkout's
 * webhook) keeps working across restarts and across processes that share the data folder.
 */
export const GENERATED_SECRETS = ['MAIL_LINK_SECRET', 'PAYMENT_WEBHOOK_SECRET'] as const;
export type GeneratedSecretName = (typeof GENERATED_SECRETS)[number];

export const secretsDirectoryOf = (dataDir: string): string => path.resolve(dataDir, 'secrets');

export type KeptSecret = { value: string; file: string; created: boolean };

/** 32 random bytes as hex: what every kept secret is, so a damaged file is noticed. */
const SECRET_PATTERN = /^[0-9a-f]{64}$/;

export class KeptSecretError extends Error {}

function readKept(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new KeptSecretError(`${file}: cannot be read (${(error as Error).message})`);
  }
  const value = text.trim();
  if (!SECRET_PATTERN.test(value)) {
    throw new KeptSecretError(
      `${file}: is not a secret this server made (64 hex characters). Restore it from a backup, set the variable in the environment, or delete the file to make a new one (links signed with the old one stop working).`,
    );
  }
  // Only the server's user may read it, even if someone loosened it by hand.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return value;
}

/**
 * The kept secret `name` in `dataDir`, made now if there is none. Two processes starting at once
 * agree: each writes its own temporary file and links it into place, and the one that finds the
 * name taken reads the winner's (a link never shows a half-written file).
 */
export function keptSecret(dataDir: string, name: GeneratedSecretName): KeptSecret {
  const directory = secretsDirectoryOf(dataDir);
  const file = path.join(directory, name);
  const existing = readKept(file);
  if (existing !== undefined) return { value: existing, file, created: false };

  // The data folder (and its parents) with the usual mode first: a recursive mkdir gives its mode
  // to every folder it makes, and PostgreSQL's own user must still pass through those.
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const value = randomBytes(32).toString('hex');
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${value}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
    return { value, file, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readKept(file);
    if (winner === undefined) throw error;
    return { value: winner, file, created: false };
  } finally {
    rmSync(temporary, { force: true });
  }
}
