import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** A fresh opaque token for a cookie or an e-mailed link: 256 random bits. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as this hash, so a copy of the database cannot be used to log in. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

// OWASP's argon2id baseline (19 MiB, 2 passes); tests lower the cost through the environment
// so hundreds of sign-ups stay fast, production keeps the baseline.
const ARGON2_OPTIONS = {
  type: argon2.argon2id as 2,
  memoryCost: Number(process.env.ARGON2_MEMORY_KIB ?? 19_456),
  timeCost: Number(process.env.ARGON2_TIME_COST ?? 2),
  parallelism: 1,
};

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, ARGON2_OPTIONS);

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    // Spend the same time as a real check so response timing does not reveal the account.
    await argon2.hash(password, ARGON2_OPTIONS);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
