import { UNSTABLE_ToastQueue } from 'react-aria-components';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastContent {
  tone: ToastTone;
  /** e.g. 'Errore', 'Autenticazione'. */
  title: string;
  /** e.g. the server's message. */
  description?: string;
}

/** Notification duration of the spec (section 9): 2000 ms. */
export const TOAST_TIMEOUT_MS = 2000;

/** A queue of notifications; an app keeps one and shows it in a `ToastRegion`. */
export const createToastQueue = () => new UNSTABLE_ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

export type ToastQueue = ReturnType<typeof createToastQueue>;

/**
 * Shows a notification. A confirmation or a notice leaves after the spec's 2 seconds, its timer paused
 * while the pointer or focus is on it; an error stays until the user closes it, since it says what
 * went wrong and what to do, which nobody should have to read against a clock (WCAG 2.2.1).
 */
export const showToast = (
  queue: ToastQueue,
  content: ToastContent,
  timeout: number | undefined = content.tone === 'error' ? undefined : TOAST_TIMEOUT_MS,
) => queue.add(content, { timeout });
