import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Long enough for a page's chunk and its first data on a slow line; then the wait stops. */
const DRAWN_WAIT_MS = 10_000;

/**
 * Lands on what `find` finds in `main`, now or once the page draws it (a page may draw its h1 after
 * its data, and a section in a part it loads apart); returns how to stop waiting.
 */
const landWhenDrawn = <Target extends HTMLElement>(
  main: HTMLElement,
  find: () => Target | null,
  land: (target: Target) => void,
): (() => void) | undefined => {
  const found = find();
  if (found) {
    land(found);
    return;
  }
  const observer = new MutationObserver(() => {
    const target = find();
    if (!target) return;
    observer.disconnect();
    land(target);
  });
  observer.observe(main, { childList: true, subtree: true });
  const stop = setTimeout(() => observer.disconnect(), DRAWN_WAIT_MS);
  return () => {
    observer.disconnect();
    clearTimeout(stop);
  };
};

/** Puts focus on the page's h1 without scrolling to it. */
const focusHeading = (heading: HTMLHeadingElement) => {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
};

/**
 * After a move to another page (not a list's filters or page number, which keep the path), focus
 * goes to the new page's h1, so that a screen reader reads where the user landed and the keyboard
 * starts there, as GOV.UK's single-page guidance asks. React Router's ScrollRestoration, beside it
 * in the shell, brings the view to the top of a new page and back to where it was on 'back'. The
 * first page of a visit is left to the browser.
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
    if (!main) return;
    return landWhenDrawn(main, () => main.querySelector('h1'), focusHeading);
  }, [pathname, mainId]);
};

/**
 * A link to a section of the page (`#decisione`) whose section is not drawn yet, because it is in a
 * part the page loads apart (lazyPart): the browser and ScrollRestoration find nothing to scroll to,
 * so the view goes to the section once it is drawn. A section already there is left to them.
 */
export const useSectionLanding = (mainId: string) => {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each move to a section counts, even to the same one again.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const main = document.getElementById(mainId);
    if (!id || !main || document.getElementById(id)) return;
    return landWhenDrawn(
      main,
      () => document.getElementById(id),
      (section) => section.scrollIntoView(),
    );
  }, [hash, key, mainId]);
};
