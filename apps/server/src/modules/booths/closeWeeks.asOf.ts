import { ConfigError } from '../../config';

/**
 * The time `npm run booths:close-weeks` closes weeks as of: now, or `--as-of <ISO time>`, which closes
 * the weeks that will be finished at that time (the current one too, when the time is past its end):
 * for browser tests and demos, which cannot wait for a Monday. Refused in the future in production,
 * where closing a week early would freeze an unfinished ranking.
 */
export function parseAsOf(args: readonly string[], env: { NODE_ENV?: string | undefined }): Date {
  const index = args.indexOf('--as-of');
  if (index === -1) return new Date();
  const value = args[index + 1];
  const asOf = value === undefined ? Number.NaN : Date.parse(value);
  if (Number.isNaN(asOf))
    throw new ConfigError('--as-of needs an ISO time, for example 2026-12-07T00:00:00Z.');
  if (env.NODE_ENV === 'production' && asOf > Date.now())
    throw new ConfigError('--as-of in the future is refused in production: it would close a week early.');
  return new Date(asOf);
}
