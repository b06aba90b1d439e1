/**
 * A `returnTo` from the address, if it is a path on this site; anything else (another origin,
 * `//host`, a scheme) becomes the fallback, so a crafted link cannot send people elsewhere.
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
