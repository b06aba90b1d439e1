import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Button, Heading, Modal, ModalOverlay } from 'react-aria-components';

export type SheetProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right';
  title: string;
  /** Hide the visible title (the dialog keeps it as its accessible name). */
  hideTitle?: boolean;
  closeLabel: string;
  header?: ReactNode;
  children: ReactNode;
};

/** A panel that slides in from one side: focus trapped, Escape and outside click close it. */
export function SheetPanel({
  isOpen,
  onOpenChange,
  side,
  title,
  hideTitle,
  closeLabel,
  header,
  children,
}: SheetProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px] data-[entering]:animate-fade-in"
    >
      <Modal
        className={clsx(
          'fixed inset-y-0 flex w-[min(24rem,88vw)] flex-col bg-white shadow-lift outline-none',
          side === 'left'
            ? 'left-0 data-[entering]:animate-sheet-in-left'
            : 'right-0 data-[entering]:animate-sheet-in-right',
        )}
      >
        <AriaDialog aria-label={hideTitle ? title : undefined} className="flex h-full flex-col outline-none">
          {({ close }) => (
            <>
              <div className="flex h-16 shrink-0 items-center justify-between gap-3 border-b border-stone-200 px-5">
                {header ??
                  (hideTitle ? (
                    <span />
                  ) : (
                    <Heading slot="title" className="text-lg font-semibold text-stone-900">
                      {title}
                    </Heading>
                  ))}
                <Button
                  onPress={close}
                  aria-label={closeLabel}
                  className="grid size-9 cursor-pointer place-items-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-900"
                >
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
