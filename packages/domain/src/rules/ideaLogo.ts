/*
 * The idea report's logo (issue 18), part of the offline analysis (ideaAnalysis.ts).
 */

// ---------------------------------------------------------------------------------------------
// The logo: a procedurally generated mark seeded by the name. Plain shapes and escaped text only:
// no script, no link, no external reference.
// ---------------------------------------------------------------------------------------------

/** FNV-1a: a small, stable hash of the name (the logo must not change between runs). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

const LOGO_PALETTES: readonly [string, string][] = [
  ['#166445', '#d9f99d'],
  ['#1e3a8a', '#bfdbfe'],
  ['#7c2d12', '#fed7aa'],
  ['#581c87', '#e9d5ff'],
  ['#0f766e', '#ccfbf1'],
  ['#9f1239', '#fecdd3'],
  ['#334155', '#e2e8f0'],
  ['#854d0e', '#fef08a'],
];

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** Up to two letters: the first of the first two words (any script). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

export function ideaLogoSvg(name: string): string {
  const hash = hashOf(name.trim().toLowerCase());
  const [ink, paper] = LOGO_PALETTES[hash % LOGO_PALETTES.length] ?? LOGO_PALETTES[0] ?? ['#000', '#fff'];
  const shape = (hash >>> 3) % 3;
  const turn = ((hash >>> 5) % 8) * 45;
  const mark =
    shape === 0
      ? `<circle cx="64" cy="64" r="52" fill="${ink}"/>`
      : shape === 1
        ? `<rect x="14" y="14" width="100" height="100" rx="24" fill="${ink}"/>`
        : `<polygon points="64,10 111,37 111,91 64,118 17,91 17,37" fill="${ink}"/>`;
  const accent = `<path d="M64 22 A42 42 0 0 1 106 64" stroke="${paper}" stroke-width="6" fill="none" stroke-linecap="round" transform="rotate(${turn} 64 64)"/>`;
  const label = escapeXml(name.trim());
  const initials = escapeXml(initialsOf(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${label}">${mark}${accent}<text x="64" y="78" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="40" font-weight="700" fill="${paper}">${initials}</text></svg>`;
}
