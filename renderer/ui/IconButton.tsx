/** A button that shows only an icon of the console's set (a view's and a layout cell's tools):
 *  its label names it to assistive technology, the icon itself is hidden from it. The icon is a
 *  name, never a character: an emoji shows as an empty box where no emoji font is installed. */
import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from './Icon';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** What the button does, for screen readers (aria-label). */
  label: string;
  icon: IconName;
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
      <Icon name={icon} size={16} />
    </button>
  );
}
