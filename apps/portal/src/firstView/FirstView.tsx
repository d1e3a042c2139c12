import { Header, MainMenu, PageTitle, Spinner } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { headerTextsFor, MAIN_ID, Main, manualHref } from '../app/frame';
import { menuItemsFor } from '../app/menu';
import { PageLoading } from '../app/PageLoading';

/** The home page's first view (`index.html`), or every other address's (`page.html`). */
export type FirstViewKind = 'home' | 'page';

const doNothing = () => {};

/**
 * What a page's HTML shows before any script has run, rendered at build time (firstViewPlugin.ts):
 * the home page as a visitor first sees it (header, menu, its heading, the content loading), and for
 * every other address, signed in or not, the loading indicator the portal shows while a page's code
 * arrives. The portal draws its own page in its place once it is there (`handOverFirstView`).
 */
export const FirstView = ({ kind }: { kind: FirstViewKind }) => {
  const { t } = useTranslation();
  if (kind === 'page') return <PageLoading />;
  return (
    <>
      <Header
        {...headerTextsFor(null)}
        user={null}
        activeRole={null}
        onRoleChange={doNothing}
        onLogout={doNothing}
        language="it"
        menu={<MainMenu items={menuItemsFor(null, t, manualHref(null, null), '/')} currentId="home" />}
      />
      <Main id={MAIN_ID}>
        <PageTitle setDocumentTitle={false}>{t('home.title')}</PageTitle>
        <Spinner label={t('home.loading')} showLabel />
      </Main>
    </>
  );
};
