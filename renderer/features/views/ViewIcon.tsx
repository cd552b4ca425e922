/** A view's icon: binoculars unless the view names another (spec 1 §2.8). */
import { LineIcon } from '../../ui';

const ICONS: Record<string, string> = {
  binoculars:
    'M6 4h3l1 6M18 4h-3l-1 6M10 10h4M6.5 20a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM17.5 20a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 16.5 6 5M21 16.5 18 5',
  home: 'M3 11l9-8 9 8M5 10v10h14V10',
  archive: 'M3 4h18v4H3zM5 8v12h14V8M10 12h4',
  grid: 'M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z',
  vmx: 'M2 5h20v12H2zM8 21h8M12 17v4',
  essential: 'M3 4h6v16H3zM11 4h10v10H11zM11 16h10v4H11z',
};

export function ViewIcon({ icon }: { icon?: string | undefined }) {
  const path = (icon && ICONS[icon]) || (ICONS.binoculars as string);
  return <LineIcon path={path} size={18} className="vt-view-icon" />;
}
