import { Button } from '@cet-portal/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { Notice } from './layout';

/** A callback that failed: what the form was doing (a message key) and what the caller said. */
export interface Failure {
  messageKey: string;
  detail?: string;
}

/**
 * Runs the forms' async callbacks (save, send, upload, load): while one runs, `pending` names it;
 * when one rejects, `failure` holds an Italian message for the user and the rejection's own text
 * (an `ApiError` carries the server's), and the form keeps every value typed.
 */
export const useCallbackRunner = () => {
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const run = useCallback(async (messageKey: string, action: () => unknown): Promise<boolean> => {
    setPending(messageKey);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      const detail = error instanceof Error && error.message ? error.message : undefined;
      setFailure({ messageKey, detail });
      return false;
    } finally {
      setPending(null);
    }
  }, []);
  return { run, pending, failure, setFailure };
};

/** The failure of a callback, announced at once (role alert). Renders nothing without one. */
export const FailureNotice = ({ failure }: { failure: Failure | null }) => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  if (!failure) return null;
  return (
    <Notice $tone="danger" role="alert">
      <p>
        {t(failure.messageKey)}
        {failure.detail && ` ${t('common.detail', { detail: failure.detail })}`}
      </p>
    </Notice>
  );
};

/** Frames to wait for React to draw the errors: a few, never forever. */
const FRAMES_FOR_ERRORS = 10;

/**
 * Moves keyboard focus to an invalid control inside `root` once React has drawn the errors: the
 * control of field `name` when given, else the first invalid one. React Aria marks an invalid
 * field with `data-invalid`; its input, or its first focusable element, takes focus. The errors of
 * an asynchronous validation may be drawn a frame or more after it settles (a native submit button
 * submits on key down, React Aria's on key up): it looks again on each frame until they are there.
 */
export const focusFirstInvalid = (root: HTMLElement | null, name?: string, frames = FRAMES_FOR_ERRORS) => {
  requestAnimationFrame(() => {
    const named = name ? root?.querySelector(`[name="${CSS.escape(name)}"]`) : null;
    const field = named?.closest('[data-invalid]') ?? root?.querySelector('[data-invalid]');
    if (!field && frames > 1) {
      focusFirstInvalid(root, name, frames - 1);
      return;
    }
    const control = field?.matches('input, textarea, button')
      ? field
      : field?.querySelector('input:not([type="hidden"]), textarea, button, [tabindex="0"]');
    if (control instanceof HTMLElement) control.focus();
  });
};

interface LoadFailureProps {
  /** What could not be loaded, e.g. 'Impossibile caricare le province.' */
  message: string;
  onRetry: () => void;
}

/** A list that could not be loaded, with a button to try again; the form keeps its values. */
export const LoadFailure = ({ message, onRetry }: LoadFailureProps) => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <Notice $tone="danger" role="alert">
      <p>
        {message}{' '}
        <Button variant="link" onPress={onRetry}>
          {t('common.retry')}
        </Button>
      </p>
    </Notice>
  );
};

/**
 * A polite live region that says an action succeeded ('Bozza salvata.'). The region is always
 * there, so that screen readers announce the message when it appears.
 */
export const SuccessNotice = ({ message }: { message: string | null }) => (
  <div role="status">
    {message && (
      <Notice $tone="success">
        <p>{message}</p>
      </Notice>
    )}
  </div>
);
