/** A modal dialog on the native <dialog>: the page behind is inert (focus stays inside), Escape
 *  and the close button call onClose, and focus returns to where it was. */
import { type ReactNode, useEffect, useId, useRef } from 'react';
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
}

export function Dialog({ title, onClose, children, actions, width = 'normal' }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    // jsdom and old engines lack showModal(); the open attribute still shows the content.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      previous?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={width === 'wide' ? 'vt-dialog vt-dialog--wide' : 'vt-dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <header className="vt-dialog__header">
        <h2 id={titleId} className="vt-dialog__title">
          {title}
        </h2>
        <button type="button" className="vt-icon-button" aria-label={t('ui.close')} onClick={onClose}>
          ×
        </button>
      </header>
      <div className="vt-dialog__body">{children}</div>
      {actions && <footer className="vt-dialog__actions">{actions}</footer>}
    </dialog>
  );
}
