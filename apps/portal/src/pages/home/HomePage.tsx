import { Button, Card, PageTitle, SafeHtml, Spinner } from '@cet-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { homeQuery } from '../../api/homeQuery';
import { useSignInAnswer } from '../../auth/useSignInAnswer';
import { useSession } from '../../session/session';
import { entryPointsFor } from './homeEntryPoints';

const EntryPoints = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  padding: 0;
  list-style: none;
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

/** What waits for a signed-in user, with its dates and labels: a visitor's first view does without it. */
const ToDoSection = lazy(async () => ({ default: (await import('../../todo/ToDoSection')).ToDoSection }));

/** The three steps of an application, in the order a newcomer takes them. */
const HOW_TO_STEPS = ['signIn', 'fill', 'send'] as const;

/**
 * `/` and `/home`: the public home content; for a visitor, how to apply in three steps; once signed
 * in, what waits for the user and the role's entry points.
 */
export const HomePage = () => {
  const { t } = useTranslation();
  useSignInAnswer();
  const { role: activeRole } = useSession();
  const home = useQuery(homeQuery(activeRole));

  return (
    <>
      <PageTitle>{t('home.title')}</PageTitle>
      {/* Signed in, what waits for the user comes first. */}
      {activeRole && (
        <Suspense fallback={null}>
          <ToDoSection forRole={activeRole} />
        </Suspense>
      )}
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
      {/* Shown with the content, not before it: the content arriving above would push it down (a
          layout shift Lighthouse measured at 0.14 on a phone). */}
      {!activeRole && !home.isPending && (
        <section aria-labelledby="home-how-to">
          <h2 id="home-how-to">{t('home.howTo.heading')}</h2>
          <Steps>
            {HOW_TO_STEPS.map((step) => (
              <li key={step}>{t(`home.howTo.steps.${step}`)}</li>
            ))}
          </Steps>
        </section>
      )}
      {activeRole && (
        <nav aria-label={t('home.entryPoints')}>
          <EntryPoints>
            {entryPointsFor(activeRole).map((entry) => (
              <li key={entry.href}>
                <Card title={t(`home.entry.${entry.key}.title`)} headingLevel={2}>
                  <p>{t(`home.entry.${entry.key}.description`)}</p>
                  <Link to={entry.href}>{t(`home.entry.${entry.key}.action`)}</Link>
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
