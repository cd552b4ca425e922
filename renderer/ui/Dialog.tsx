/** A modal dialog over Radix's dialog: the page behind is inert (focus stays inside, the rest is
 *  hidden from assistive technology), Escape and the close button call onClose, and focus returns
 *  to where it was. */
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './Dialog.css';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content. */
  actions?: ReactNode;
  /** 'wide' for tables (e.g. the Video Delivery Manager); forms keep the normal width. */
  width?: 'normal' | 'wide';
  /** false for dialogs Escape must not close (spec 3 §2.7–§2.8: Configure Labels, Configure Hierarchy). */
  closeOnEscape?: boolean;
}

export function Dialog({ title, onClose, children, actions, width = 'normal', closeOnEscape = true }: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {/* Into the fullscreen element when there is one (a camera cell's export or event dialog),
          else the body: either way above everything else on screen. */}
      <RadixDialog.Portal container={document.fullscreenElement ?? document.body}>
        <RadixDialog.Overlay className="vt-dialog-overlay" />
        <RadixDialog.Content
          className={width === 'wide' ? 'vt-dialog vt-dialog--wide' : 'vt-dialog'}
          // No description element: the body speaks for itself.
          aria-describedby={undefined}
          onEscapeKeyDown={closeOnEscape ? undefined : (event) => event.preventDefault()}
        >
          <header className="vt-dialog__header">
            <RadixDialog.Title className="vt-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="vt-icon-button" aria-label={t('ui.close')}>
              ×
            </RadixDialog.Close>
          </header>
          <div className="vt-dialog__body">{children}</div>
          {actions && <footer className="vt-dialog__actions">{actions}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
