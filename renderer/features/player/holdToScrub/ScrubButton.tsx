/** A backward or forward button with hold-to-scrub: named by its action, titled with the hold
 *  hint, and marked `--active` (on its class) while a hold scrubs. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScrubDirection } from './holdToScrub';
import type { useHoldToScrub } from './useHoldToScrub';

export interface ScrubButtonProps {
  direction: ScrubDirection;
  label: string;
  /** The button's class; `${className}--active` is added while scrubbing. */
  className: string;
  scrub: ReturnType<typeof useHoldToScrub>;
  disabled?: boolean;
  children: ReactNode;
}

export function ScrubButton({ direction, label, className, scrub, disabled, children }: ScrubButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={scrub.scrubbing === direction ? `${className} ${className}--active` : className}
      aria-label={label}
      title={t('video.cell.holdToScrub', { action: label })}
      disabled={disabled}
      {...scrub.bind(direction)}
    >
      {children}
    </button>
  );
}
