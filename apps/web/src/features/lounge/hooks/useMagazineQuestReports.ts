import { QUEST_READ_SHARE } from '@sidecamp/domain/core';
import { useEffect, useRef } from 'react';
import { loungeApi } from '../api/loungeApi';

/**
 * Reports a signed-in reader's progress on a magazine for the weekly quests (the server decides
 * whether it counts):
 * - Q3 (read over 50 percent): when the marker placed at the middle of the article body comes
 *   into view (or is scrolled past), the share of the body above the viewport's bottom edge is
 *   sent once it is over QUEST_READ_SHARE, once per magazine view.
 * - Q2 (click a survey or event link): a click (or middle click) on a link in the body sends its
 *   address, once per address per view. The spec names no survey or event address forms, and
 *   magazine markup only makes links of public http(s) addresses, so every link in the body counts.
 *
 * `enabled` is false for logged-out readers (nothing is sent) and until the article is rendered.
 */
export function useMagazineQuestReports(magazineId: number, enabled: boolean) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const markerRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const body = bodyRef.current;
    const marker = markerRef.current;
    if (!enabled || !body || !marker || typeof IntersectionObserver === 'undefined') return;
    let sent = false;
    const observer = new IntersectionObserver(
      () => {
        // The observer only says when to look; the share of the body above the viewport's bottom
        // edge decides, so a report is sent once the reader is past the middle, never on it.
        const rect = body.getBoundingClientRect();
        const share =
          rect.height > 0 ? Math.min(1, Math.max(0, (window.innerHeight - rect.top) / rect.height)) : 1;
        if (sent || share <= QUEST_READ_SHARE) return;
        sent = true;
        observer.disconnect();
        loungeApi.reportMagazineRead(magazineId, share).catch(() => undefined);
      },
      // The viewport stretched far upwards: a marker scrolled past in one jump (End key, a restored
      // scroll position) still crosses into it, where a plain viewport would never see it.
      { rootMargin: '1000000px 0px 0px 0px', threshold: [0, 1] },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [magazineId, enabled]);

  useEffect(() => {
    const body = bodyRef.current;
    if (!enabled || !body) return;
    const reported = new Set<string>();
    const onClick = (event: MouseEvent) => {
      if (event.type === 'auxclick' && event.button !== 1) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = anchor && body.contains(anchor) ? anchor.getAttribute('href') : null;
      if (!href || reported.has(href)) return;
      reported.add(href);
      loungeApi.reportMagazineLinkClick(magazineId, href).catch(() => undefined);
    };
    body.addEventListener('click', onClick);
    body.addEventListener('auxclick', onClick);
    return () => {
      body.removeEventListener('click', onClick);
      body.removeEventListener('auxclick', onClick);
    };
  }, [magazineId, enabled]);

  return { bodyRef, markerRef };
}
