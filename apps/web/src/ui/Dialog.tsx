import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Button, Heading, Modal, ModalOverlay } from 'react-aria-components';

type DialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string;
  children: ReactNode;
  size?: 'sm' | 'md';
};

/**
 * A centred modal dialog. React Aria traps focus inside, closes on Escape and on a click outside,
 * and gives focus back to whatever opened it.
 */
export function Dialog({ isOpen, onOpenChange, title, closeLabel, children, size = 'sm' }: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 p-0 backdrop-blur-[2px] data-[entering]:animate-fade-in sm:items-center sm:p-4"
    >
      <Modal
        className={clsx(
          'w-full rounded-t-2xl bg-white shadow-lift outline-none data-[entering]:animate-rise-in sm:rounded-2xl',
          size === 'sm' ? 'sm:max-w-md' : 'sm:max-w-xl',
        )}
      >
        <AriaDialog className="relative max-h-[90dvh] overflow-y-auto p-6 outline-none sm:p-7">
          {({ close }) => (
            <>
              <div className="mb-5 flex items-start justify-between gap-4">
                <Heading slot="title" className="text-xl font-semibold tracking-tight text-stone-900">
                  {title}
                </Heading>
                <Button
                  onPress={close}
                  aria-label={closeLabel}
                  className="-mt-1 -mr-2 grid size-9 cursor-pointer place-items-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-900"
                >
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </div>
              {children}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
