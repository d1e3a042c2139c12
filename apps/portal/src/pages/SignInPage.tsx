import { Button, PageTitle, Spinner } from '@cet-portal/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSignInHere } from '../auth/signInAddress';
import { usePortalConfig } from '../config/usePortalConfig';

/**
 * `/signin`, the target of 'Accedi all'area personale': sends the browser to the issuer. Opened at an
 * address the issuer does not send sign-ins back to, it says which address to use instead.
 */
export const SignInPage = () => {
  const { t } = useTranslation();
  const { oidc } = usePortalConfig();
  const here = canSignInHere(oidc);
  const [failed, setFailed] = useState(false);
  const goToIssuer = useCallback(() => {
    setFailed(false);
    import('../auth/oidcSession').then(({ startSignIn }) => startSignIn(oidc)).catch(() => setFailed(true));
  }, [oidc]);

  useEffect(() => {
    if (here) goToIssuer();
  }, [here, goToIssuer]);

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
