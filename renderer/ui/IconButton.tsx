/** A button that shows only a glyph (a view's and a layout cell's tools): its label names it to
 *  assistive technology, the glyph itself is hidden from it. */
import type { ButtonHTMLAttributes } from 'react';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** What the button does, for screen readers (aria-label). */
  label: string;
  icon: string;
  /** The label shows as the pointer's tooltip too. */
  titled?: boolean;
}

export function IconButton({ label, icon, titled = false, className, type, title, ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={className ?? 'vt-icon-button'}
      aria-label={label}
      title={titled ? label : title}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
