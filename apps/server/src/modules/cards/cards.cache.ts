/**
 * Drawn cards by version (a hash of exactly what is drawn), least recently used first out. A
 * changed object has a new version, so an entry is never stale, only unused; the bound is in bytes.
 */
export function createCardCache(maxBytes: number) {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(version: string): Buffer | undefined {
      const png = entries.get(version);
      if (png) {
        // Map keeps insertion order: re-inserting marks the entry as the most recently used.
        entries.delete(version);
        entries.set(version, png);
      }
      return png;
    },
    set(version: string, png: Buffer): void {
      if (png.length > maxBytes) return;
      const previous = entries.get(version);
      if (previous) {
        bytes -= previous.length;
        entries.delete(version);
      }
      entries.set(version, png);
      bytes += png.length;
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= old.length;
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

export type CardCache = ReturnType<typeof createCardCache>;
