import type { ReactNode } from 'react';
import { type Placement, TooltipTrigger } from 'react-aria-components';
import { TooltipBubble } from './Tooltip.styles';

export interface TooltipProps {
  /** The text shown in the tooltip: a description of the trigger, never essential information alone. */
  content: ReactNode;
  /**
   * The trigger: one focusable React Aria element (our `Button`, a react-aria-components `Link`,
   * or an element wrapped in react-aria's `Focusable`), so that keyboard focus opens the tooltip too.
   */
  children: ReactNode;
  /** Where the tooltip appears, relative to the trigger; it flips when there is no room. @default 'top' */
  placement?: Placement;
  /** Milliseconds of hovering before the tooltip opens; keyboard focus opens it at once. @default 600 */
  delay?: number;
}

/**
 * A short description shown on hover and on keyboard focus of its trigger, dismissed with Escape.
 * React Aria's TooltipTrigger links it to the trigger with `aria-describedby` and keeps it open
 * while the pointer moves over it (WCAG 1.4.13).
 */
export const Tooltip = ({ content, children, placement = 'top', delay = 600 }: TooltipProps) => (
  <TooltipTrigger delay={delay}>
    {children}
    <TooltipBubble placement={placement} offset={6}>
      {content}
    </TooltipBubble>
  </TooltipTrigger>
);
