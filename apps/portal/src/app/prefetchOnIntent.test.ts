// @vitest-environment happy-dom
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { prefetchOnIntent } from './prefetchOnIntent';

const pageLoader = () => vi.fn(async () => ({ Component: () => null }));

describe('prefetchOnIntent', () => {
  it("loads a page's code once when the pointer goes over its link or the keyboard focuses it", () => {
    const list = pageLoader();
    const form = pageLoader();
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'requestList', lazy: list },
          { path: 'requestForm/:id?', lazy: form },
        ],
      },
    ];
    const events = new EventTarget();
    prefetchOnIntent(routes, events as unknown as Document);
    document.body.innerHTML = '<a href="/requestList">Richieste</a><a href="/requestForm">Nuova</a>';
    const [listLink, formLink] = document.querySelectorAll('a');

    const intent = (type: string, target: Element | undefined) => {
      const event = new Event(type);
      Object.defineProperty(event, 'target', { value: target });
      events.dispatchEvent(event);
    };
    intent('pointerover', listLink);
    intent('pointerover', listLink);
    expect(list).toHaveBeenCalledTimes(1);
    expect(form).not.toHaveBeenCalled();

    intent('focusin', formLink);
    expect(form).toHaveBeenCalledTimes(1);
  });

  it("loads the parts a page loads apart with it, and only once the page's code is there", async () => {
    const loadParts = vi.fn(async () => undefined);
    let pageLoaded = (): void => undefined;
    const show = vi.fn(
      () =>
        new Promise<{ Component: () => null; handle: { loadParts: typeof loadParts } }>((resolve) => {
          pageLoaded = () => resolve({ Component: () => null, handle: { loadParts } });
        }),
    );
    const events = new EventTarget();
    prefetchOnIntent([{ path: '/showRequest/:id', lazy: show }], events as unknown as Document);
    document.body.innerHTML = '<a href="/showRequest/42">Dettaglio</a>';
    const event = new Event('pointerover');
    Object.defineProperty(event, 'target', { value: document.querySelector('a') });
    events.dispatchEvent(event);
    expect(show).toHaveBeenCalledTimes(1);
    expect(loadParts).not.toHaveBeenCalled();

    pageLoaded();
    await vi.waitFor(() => expect(loadParts).toHaveBeenCalledTimes(1));
  });
});
