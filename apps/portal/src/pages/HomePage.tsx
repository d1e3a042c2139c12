import { Button, Card, PageTitle, SafeHtml, Spinner } from '@cet-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchHome, HOME_KEY } from '../api/homeQuery';
import { useAuthStore } from '../auth/authStore';
import { useSignInAnswer } from '../auth/useSignInAnswer';
import { ToDoSection } from '../todo/ToDoSection';
import { entryPointsFor } from './homeEntryPoints';

const EntryPoints = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  padding: 0;
  list-style: none;
`;

/** `/` and `/home`: the public home content, and the role's entry points once signed in. */
export const HomePage = () => {
  const { t } = useTranslation();
  useSignInAnswer();
  const activeRole = useAuthStore((state) => state.activeRole);
  const home = useQuery({
    queryKey: [HOME_KEY],
    queryFn: fetchHome,
  });

  return (
    <>
      <PageTitle>{t('home.title')}</PageTitle>
      {/* Signed in, what waits for the user comes first. */}
      {activeRole && <ToDoSection forRole={activeRole} />}
      {home.isPending && <Spinner label={t('home.loading')} showLabel />}
      {home.isError && (
        <div role="alert">
          <p>{t('home.loadError')}</p>
          <Button variant="secondary" onPress={() => home.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {home.data && (
        <>
          <SafeHtml as="header" html={home.data.header} />
          <SafeHtml as="section" html={home.data.body} />
        </>
      )}
      {activeRole && (
        <nav aria-label={t('home.entryPoints')}>
          <EntryPoints>
            {entryPointsFor(activeRole).map((entry) => (
              <li key={entry.href}>
                <Card title={t(`home.entry.${entry.key}.title`)} headingLevel={2}>
                  <p>{t(`home.entry.${entry.key}.description`)}</p>
                  <Link href={entry.href}>{t(`home.entry.${entry.key}.action`)}</Link>
                </Card>
              </li>
            ))}
          </EntryPoints>
        </nav>
      )}
      {home.data && <SafeHtml as="footer" html={home.data.footer} />}
    </>
  );
};
