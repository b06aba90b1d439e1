import { Maximize2 } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenshotThumb, wrapIndex } from '../../screenshotUrls';
import { ScreenshotViewer } from './ScreenshotViewer';

/**
 * The booth's screenshots in the team's order: the chosen one large, the rest as thumbnails. The
 * thumbnails are one tab stop; the arrow keys, Home and End move between them. The large image
 * opens the viewer dialog. Nothing is shown for a booth without screenshots.
 */
export function BoothGallery({ name, screenshots }: { name: string; screenshots: readonly string[] }) {
  const { t } = useTranslation('booths');
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  if (screenshots.length === 0) return null;
  const current = Math.min(selected, screenshots.length - 1);
  const alt = (index: number) => t('gallery.alt', { name, n: index + 1, count: screenshots.length });

  const select = (index: number) => {
    setSelected(index);
    thumbs.current[index]?.focus();
  };
  const onThumbKey = (event: KeyboardEvent) => {
    const count = screenshots.length;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? wrapIndex(current, 1, count)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? wrapIndex(current, -1, count)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <section
      aria-labelledby="booth-gallery-title"
      className="rounded-2xl border border-stone-200 bg-white p-3 shadow-card sm:p-4"
    >
      <h2 id="booth-gallery-title" className="sr-only">
        {t('gallery.title')}
      </h2>
      <button
        type="button"
        onClick={() => setViewing(true)}
        aria-label={t('gallery.open', { n: current + 1, count: screenshots.length })}
        className="group relative block aspect-video w-full cursor-zoom-in overflow-hidden rounded-xl bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pine-600"
      >
        <img
          src={screenshots[current]}
          alt={alt(current)}
          className="size-full object-contain"
          // The first screenshot is what the page is about; the others wait for a click.
          fetchPriority={current === 0 ? 'high' : 'auto'}
        />
        <span className="same-in-dark absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-stone-950/70 px-2.5 py-1 text-xs font-medium text-white tabular-nums">
          <Maximize2 aria-hidden="true" className="size-3.5" />
          {t('gallery.position', { n: current + 1, count: screenshots.length })}
        </span>
      </button>
      {screenshots.length > 1 && (
        <div
          role="toolbar"
          aria-label={t('gallery.thumbnails')}
          onKeyDown={onThumbKey}
          className="mt-3 flex gap-2 overflow-x-auto p-1"
        >
          {screenshots.map((url, index) => (
            <button
              key={url}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              tabIndex={index === current ? 0 : -1}
              aria-pressed={index === current}
              aria-label={t('gallery.show', { n: index + 1, count: screenshots.length })}
              onClick={() => setSelected(index)}
              className={
                index === current
                  ? 'h-14 w-24 shrink-0 cursor-pointer overflow-hidden rounded-lg ring-2 ring-pine-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pine-600 sm:h-16 sm:w-28'
                  : 'h-14 w-24 shrink-0 cursor-pointer overflow-hidden rounded-lg opacity-75 ring-1 ring-stone-200 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pine-600 sm:h-16 sm:w-28'
              }
            >
              <img src={screenshotThumb(url)} alt="" loading="lazy" className="size-full object-cover" />
            </button>
          ))}
        </div>
      )}
      <ScreenshotViewer
        isOpen={viewing}
        onOpenChange={setViewing}
        screenshots={screenshots}
        index={current}
        onIndexChange={setSelected}
        altOf={alt}
      />
    </section>
  );
}
