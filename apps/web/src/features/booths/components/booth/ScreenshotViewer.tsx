import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect } from 'react';
import { Dialog as AriaDialog, Button, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { wrapIndex } from '../../screenshotUrls';

const ROUND =
  'grid size-10 cursor-pointer place-items-center rounded-full text-white focus-visible:outline-2 focus-visible:outline-white';
const CLOSE = `${ROUND} bg-white/10 hover:bg-white/20`;
const STEP = `${ROUND} absolute bg-stone-950/60 hover:bg-stone-950/80`;

/**
 * A screenshot as large as the screen allows, with previous and next (buttons and arrow keys).
 * React Aria traps focus, closes on Escape and gives focus back to the gallery.
 */
export function ScreenshotViewer({
  isOpen,
  onOpenChange,
  screenshots,
  index,
  onIndexChange,
  altOf,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  screenshots: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  altOf: (index: number) => string;
}) {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  const count = screenshots.length;
  const go = (step: number) => onIndexChange(wrapIndex(index, step, count));
  // The arrow keys page through while the viewer is open (the dialog holds the focus meanwhile).
  useEffect(() => {
    if (!isOpen || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndexChange(wrapIndex(index, 1, count));
      else if (event.key === 'ArrowLeft') onIndexChange(wrapIndex(index, -1, count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, index, count, onIndexChange]);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="same-in-dark fixed inset-0 z-50 flex items-center justify-center bg-stone-950/90 p-2 data-[entering]:animate-fade-in sm:p-6"
    >
      <Modal className="flex max-h-full w-full max-w-6xl outline-none">
        <AriaDialog
          aria-label={t('gallery.viewerTitle')}
          className="flex max-h-[calc(100dvh-1rem)] w-full flex-col gap-3 outline-none sm:max-h-[calc(100dvh-3rem)]"
        >
          {({ close }) => (
            <>
              <div className="flex items-center justify-between gap-3 text-white">
                <Heading slot="title" className="text-sm font-medium tabular-nums" aria-live="polite">
                  {t('gallery.position', { n: index + 1, count })}
                </Heading>
                <Button onPress={close} aria-label={tCommon('actions.close')} className={CLOSE}>
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </div>
              <div className="relative flex min-h-0 flex-1 items-center justify-center">
                <img
                  src={screenshots[index]}
                  alt={altOf(index)}
                  className="max-h-[calc(100dvh-6rem)] max-w-full rounded-lg object-contain sm:max-h-[calc(100dvh-9rem)]"
                />
                {count > 1 && (
                  <>
                    <Button
                      onPress={() => go(-1)}
                      aria-label={t('gallery.previous')}
                      className={`${STEP} left-1 sm:left-2`}
                    >
                      <ChevronLeft aria-hidden="true" className="size-6" />
                    </Button>
                    <Button
                      onPress={() => go(1)}
                      aria-label={t('gallery.next')}
                      className={`${STEP} right-1 sm:right-2`}
                    >
                      <ChevronRight aria-hidden="true" className="size-6" />
                    </Button>
                  </>
                )}
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
