import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useUiSettings } from '../UiProvider/UiProvider';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Whether a click stays in the app: a plain left click on a same-origin link that opens in this
 * window and downloads nothing (the test React Aria's links make). Any other click is the browser's.
 */
const staysInApp = (link: HTMLAnchorElement, event: MouseEvent) => {
  const target = link.getAttribute('target');
  return (
    (!target || target === '_self') &&
    link.origin === window.location.origin &&
    !link.hasAttribute('download') &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey
  );
};

/**
 * A native `<a>`: the browser gives it focus, Enter and its context menu; inside a
 * `UiProvider` a plain click navigates through the app's router instead of loading the page.
 * No React Aria, so links can be in the first view, which stays within its weight budget
 * (docs/BENCHMARKS.md).
 */
export const Link = ({ href, onClick, ...props }: LinkProps) => {
  const ui = useUiSettings();
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!ui || event.defaultPrevented || !staysInApp(event.currentTarget, event)) return;
        event.preventDefault();
        ui.navigate(href);
      }}
    />
  );
};
