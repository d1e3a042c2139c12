import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Long enough for a page's chunk and its first data on a slow line; then the wait stops. */
const HEADING_WAIT_MS = 10_000;

/** Puts focus on the page's h1 without scrolling to it; false while the page has none yet. */
const focusHeading = (main: HTMLElement): boolean => {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
};

/**
 * After a move to another page (not a list's filters or page number, which keep the path), focus
 * goes to the new page's h1, so that a screen reader reads where the user landed and the keyboard
 * starts there, as GOV.UK's single-page guidance asks. React Router's ScrollRestoration, beside it
 * in the shell, brings the view to the top of a new page and back to where it was on 'back'. The
 * first page of a visit is left to the browser. A page may draw its h1 after its data: the hook
 * waits for it.
 */
export const usePageLanding = (mainId: string) => {
  const { pathname } = useLocation();
  const isFirstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs for each new path, which it does not read.
  useEffect(() => {
    // The first render is the browser's own landing.
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main || focusHeading(main)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [pathname, mainId]);
};
