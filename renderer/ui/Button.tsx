/** The console's button: primary (filled) or quiet (text), with a busy state that disables it. */
import type { ButtonHTMLAttributes } from 'react';
import './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'quiet';
  /** A request is in flight: the button is disabled and says so to assistive technology. */
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, disabled, className, type, ...rest }: ButtonProps) {
  const classes = ['vt-button', `vt-button--${variant}`, busy ? 'vt-button--busy' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    />
  );
}
