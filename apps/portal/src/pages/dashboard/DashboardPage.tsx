import {
  type DashboardFigures,
  type DomainLabels,
  formatDate,
  formatDateTime,
  labelsIn,
} from '@cet-portal/api-client';
import { type DashboardPeriod, DashboardPeriodForm } from '@cet-portal/forms';
import { Card, PageTitle, Spinner } from '@cet-portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { queryOptionsFor } from '../../api/queries';
import { TextLink } from '../../app/links';
import { FigureCard } from '../../dashboard/FigureCard';
import { LoadFailure } from '../../errors/LoadFailure';
import { useSession } from '../../session/session';

const Figures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const romeDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });

/** The last twelve months, today included. */
export const lastTwelveMonths = (now = new Date()): DashboardPeriod => {
  const start = new Date(now);
  start.setFullYear(start.getFullYear() - 1);
  start.setDate(start.getDate() + 1);
  return { from: romeDay(start), to: romeDay(now) };
};

/**
 * The counts by state under the portal's labels: states the spec names alike ('In attesa di protocollo'
 * before and after a meeting's integration, 'Da integrare', 'Rifiutata') are one row, as in the lists.
 */
const byStateLabel = (byState: DashboardFigures['byState'], labels: DomainLabels) => {
  const rows = new Map<string, { id: string; label: string; count: number }>();
  for (const { state, count } of byState) {
    const label = labels.requestStates[state];
    const row = rows.get(label);
    rows.set(label, { id: row?.id ?? state, label, count: (row?.count ?? 0) + count });
  }
  return [...rows.values()];
};

const days = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 2 });

/** Every figure of the period, each a chart with its table and CSV. */
const FigureCards = ({ figures, period }: { figures: DashboardFigures; period: DashboardPeriod }) => {
  const { t, i18n } = useTranslation();
  const labels = labelsIn(i18n.language);
  const file = (name: string) => `${t(`dashboard.files.${name}`)}_${period.from}_${period.to}.csv`;
  /** A card of counts: one bar per row, the number of requests. */
  const countCard = (
    name: 'byState' | 'byType' | 'waiting',
    column: string,
    rows: { id: string; label: string; count: number }[],
    empty: string,
  ) => (
    <FigureCard
      title={t(`dashboard.${name}`)}
      rowHeader={t(`dashboard.columns.${column}`)}
      series={[t('dashboard.columns.count')]}
      rows={rows.map(({ id, label, count }) => ({ id, label, values: [count] }))}
      fileName={file(name)}
      emptyMessage={t(`dashboard.${empty}`)}
    />
  );
  return (
    <Figures>
      {countCard('byState', 'state', byStateLabel(figures.byState, labels), 'noneSent')}
      {countCard(
        'byType',
        'type',
        figures.byType.map(({ type, count }) => ({
          id: type,
          label: `${type} - ${labels.requestTypes[type]}`,
          count,
        })),
        'noneSent',
      )}
      {countCard(
        'waiting',
        'phase',
        figures.waiting.map(({ phase, count }) => ({
          id: phase,
          label: t(`dashboard.waitingFor.${phase}`),
          count,
        })),
        'noneWaiting',
      )}
      <FigureCard
        title={t('dashboard.durations')}
        rowHeader={t('dashboard.columns.phase')}
        series={[t('dashboard.columns.median'), t('dashboard.columns.p90')]}
        targetLabel={t('dashboard.columns.target')}
        rows={figures.durations
          .filter((duration) => duration.count > 0)
          .map(({ phase, median, p90, targetDays }) => ({
            id: phase,
            label: t(`dashboard.phases.${phase}`),
            values: [median, p90],
            target: targetDays,
          }))}
        format={days}
        fileName={file('durations')}
        emptyMessage={t('dashboard.noneEnded')}
      />
      <FigureCard
        title={t('dashboard.meetings')}
        rowHeader={t('dashboard.columns.meeting')}
        series={[t('dashboard.columns.requests')]}
        rows={figures.meetings.map((meeting) => ({
          id: meeting._id,
          label: `${meeting.subject} (${formatDateTime(meeting.startDate)})`,
          values: [meeting.requests],
        }))}
        fileName={file('meetings')}
        emptyMessage={t('dashboard.noMeetings')}
      />
      {figures.meetings.length > 0 && (
        <Card title={t('dashboard.meetingLinks')}>
          <ul>
            {figures.meetings.map((meeting) => (
              <li key={meeting._id}>
                <TextLink href={`/showConference/${meeting._id}`}>{meeting.subject}</TextLink>{' '}
                {t('dashboard.meetingOn', {
                  date: formatDate(meeting.startDate),
                  count: meeting.requests,
                })}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </Figures>
  );
};

/**
 * `/dashboard` (SEG, PRE, ADMIN): how many requests are where and how long each phase takes —
 * counts by state and type of the requests sent in a period, the requests waiting now, median and
 * 90th percentile days per phase beside the targets, the meetings to come.
 */
export const DashboardPage = () => {
  const { role } = useSession();
  const { t } = useTranslation();
  const [defaultPeriod] = useState(lastTwelveMonths);
  const [period, setPeriod] = useState(defaultPeriod);
  const figures = useQuery({
    ...queryOptionsFor(role, 'request.figures', period),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      <p>{t('dashboard.intro')}</p>
      <DashboardPeriodForm period={period} defaultPeriod={defaultPeriod} onChange={setPeriod} />
      {figures.isPending && <Spinner label={t('dashboard.loading')} />}
      {figures.isError && (
        <LoadFailure
          error={figures.error}
          what={t('dashboard.loadError')}
          onRetry={() => void figures.refetch()}
        />
      )}
      {figures.data && <FigureCards figures={figures.data} period={period} />}
    </>
  );
};
