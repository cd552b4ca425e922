/** A card that shows beside an element while it is hovered or focused, over Radix's hover card:
 *  in the document's body, fixed to the window, so a scrolling container around the element
 *  cannot clip it; on the element's inline end (right in left-to-right, left in right-to-left),
 *  level with its top, moved back inside the window where it would run out of it. It only shows
 *  something: the pointer passes through it, and it hides as soon as the element is left. */
import * as RadixHoverCard from '@radix-ui/react-hover-card';
import type { ReactElement, ReactNode } from 'react';
import { useTextDirection } from './useTextDirection';
import './HoverCard.css';

export interface HoverCardProps {
  /** The element hovered or focused: one element, which takes the card's handlers and ref. */
  children: ReactElement;
  /** What the card shows. */
  content: ReactNode;
  /** How long the element is hovered or focused before the card shows (ms). */
  delayMs: number;
  className?: string;
  /** Space between the element and the card (px). */
  gapPx?: number;
  /** The card's name for assistive technology, when what it shows has no text of its own (a
   *  tooltip must have one: axe's aria-tooltip-name). */
  label?: string;
}

export function HoverCard({ children, content, delayMs, className, gapPx = 8, label }: HoverCardProps) {
  const direction = useTextDirection();
  return (
    <RadixHoverCard.Root openDelay={delayMs} closeDelay={0}>
      <RadixHoverCard.Trigger asChild>{children}</RadixHoverCard.Trigger>
      <RadixHoverCard.Portal>
        <RadixHoverCard.Content
          role="tooltip"
          aria-label={label}
          className={className ? `vt-hover-card ${className}` : 'vt-hover-card'}
          side={direction === 'rtl' ? 'left' : 'right'}
          align="start"
          sideOffset={gapPx}
        >
          {content}
        </RadixHoverCard.Content>
      </RadixHoverCard.Portal>
    </RadixHoverCard.Root>
  );
}
