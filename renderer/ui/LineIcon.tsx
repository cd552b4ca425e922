/** A line icon from one SVG path on the 24 px grid, drawn in currentColor; decorative (the
 *  control around it carries the name). The icon sets of the console draw through it. */
export interface LineIconProps {
  path: string;
  size: number;
  className: string;
}

export function LineIcon({ path, size, className }: LineIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
