import { Button, PageTitle, Spinner } from '@cet-portal/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSignInHere } from '../../auth/signInAddress';
import { usePortalConfigQuery } from '../../config/usePortalConfig';

/**
 * `/signin`, the target of 'Accedi all'area personale': sends the browser to the issuer. Opened at an
 * address the issuer does not send sign-ins back to, it says which address to use instead. While the
 * server cannot reach the organisation's sign-in (no `oidc` in its configuration), it says so, and
 * 'Riprova' asks the server again: once the issuer answers, the sign-in goes on from here.
 */
export const SignInPage = () => {
  const { t } = useTranslation();
  const { data: config, refetch, isFetching } = usePortalConfigQuery();
  const { oidc } = config;
  const here = oidc !== null && canSignInHere(oidc);
  const [failed, setFailed] = useState(false);
  const goToIssuer = useCallback(() => {
    if (!oidc) return;
    setFailed(false);
    import('../../auth/oidcSession')
      .then(({ startSignIn }) => startSignIn(oidc))
      .catch(() => setFailed(true));
  }, [oidc]);

  useEffect(() => {
    if (here) goToIssuer();
  }, [here, goToIssuer]);

  if (!oidc) {
    return (
      <>
        <PageTitle>{t('auth.signIn.title')}</PageTitle>
        <div role="alert">
          <p>{t('auth.signIn.unavailable')}</p>
        </div>
        {isFetching ? (
          <Spinner label={t('auth.signIn.checking')} showLabel />
        ) : (
          <Button variant="secondary" onPress={() => void refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </>
    );
  }

  const [address] = oidc.portalOrigins;
  return (
    <>
      <PageTitle>{t('auth.signIn.title')}</PageTitle>
      {!here && (
        <div role="alert">
          <p>{t('auth.signIn.wrongAddress', { address })}</p>
          <p>
            <a href={`${address}/`}>{t('auth.signIn.openThere', { address })}</a>
          </p>
        </div>
      )}
      {here && failed && (
        <div role="alert">
          <p>{t('auth.signIn.failed')}</p>
          <Button variant="secondary" onPress={goToIssuer}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {here && !failed && <Spinner label={t('auth.signIn.redirecting')} showLabel />}
    </>
  );
};
