import { formatTime } from '@cet-portal/api-client';
import { Button, Modal } from '@cet-portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { logoutRequest } from '../session/session';
import { adoptSignIn } from './adoptSignIn';
import { useSessionStore } from './sessionStore';

const Banner = styled.div`
  max-width: 1280px;
  margin: ${({ theme }) => `${theme.space.md} auto 0`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 6px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.background};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
`;

/**
 * Signs in again in a popup. The same person: resolves true and the page goes on as it was. Another
 * person: the previous one's page must not become theirs, so the portal starts afresh on /home.
 */
const useSignInAgain = () => {
  const navigate = useNavigate();
  return async () => {
    const { currentManager, signInInPopup } = await import('./oidcSession');
    const previous = (await currentManager()?.getUser())?.profile.sub;
    const user = await signInInPopup();
    if (user.profile.sub === previous) {
      useSessionStore.setState({ notice: null });
      return true;
    }
    logoutRequest();
    await currentManager()?.storeUser(user);
    navigate((await adoptSignIn(user)) ?? '/home');
    return false;
  };
};

/** Why the popup brought nobody back: closed by the user (nothing to say) or never opened. */
const popupProblem = (error: unknown) => (/closed/i.test(String(error)) ? null : 'auth.session.popupBlocked');

/**
 * 'Sessione scaduta': a call was refused and the token could not be renewed. Signing in again in a
 * popup keeps this page and what the user typed; the refused call is then sent again.
 */
const SessionExpiredDialog = () => {
  const { t } = useTranslation();
  const pendingSignIn = useSessionStore((state) => state.pendingSignIn);
  const signInAgain = useSignInAgain();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const answer = (signedIn: boolean) => {
    setProblem(null);
    pendingSignIn?.(signedIn);
  };
  return (
    <Modal
      isOpen={pendingSignIn !== null}
      onOpenChange={(isOpen) => !isOpen && answer(false)}
      title={t('auth.sessionExpired.title')}
      size="sm"
      role="alertdialog"
      isDismissable={false}
      actions={
        <>
          <Button
            variant="secondary"
            onPress={() => {
              answer(false);
              logoutRequest();
              navigate('/');
            }}
          >
            {t('auth.session.signOut')}
          </Button>
          <Button
            isDisabled={busy}
            onPress={async () => {
              setBusy(true);
              try {
                answer(await signInAgain());
              } catch (error) {
                setProblem(popupProblem(error));
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('auth.session.signInAgain')}
          </Button>
        </>
      }
    >
      <p>{t('auth.sessionExpired.description')}</p>
      {problem && <p role="alert">{t(problem)}</p>}
    </Modal>
  );
};

/** The warning before the session ends, with the time and a way to sign in again at once. */
const SessionEndingBanner = () => {
  const { t } = useTranslation();
  const notice = useSessionStore((state) => state.notice);
  const signInAgain = useSignInAgain();
  const [problem, setProblem] = useState<string | null>(null);
  if (!notice) return null;
  return (
    <Banner role="status">
      <p>
        {t(notice.kind === 'ending' ? 'auth.session.ending' : 'auth.session.renewFailed', {
          time: formatTime(notice.at),
        })}
        {problem && <strong role="alert"> {t(problem)}</strong>}
      </p>
      <Button
        variant="secondary"
        onPress={() => signInAgain().catch((error: unknown) => setProblem(popupProblem(error)))}
      >
        {t('auth.session.signInAgainNow')}
      </Button>
    </Banner>
  );
};

/** The session's dialogs and warnings, mounted once by the shell. */
export const SessionDialogs = () => (
  <>
    <SessionEndingBanner />
    <SessionExpiredDialog />
  </>
);
