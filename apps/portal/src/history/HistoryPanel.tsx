import {
  type DomainLabels,
  formatDateTime,
  HISTORY_EVENT_KINDS,
  type History,
  type HistoryEvent,
  type HistoryEventKind,
  historyKindsVisibleTo,
  isApiError,
  labelsIn,
  type RoleName,
} from '@cet-portal/api-client';
import { Button, Card, DataTable, type DataTableColumn, Select } from '@cet-portal/ui';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallQueryKey } from '../api/queries';
import { reportFailure } from '../errors/failureStore';
import { useSession } from '../session/session';
import { Filters } from './HistoryPanel.styles';
import { eventActor } from './historyText';

const ALL = 'all';

export interface HistoryPanelProps {
  /** The query of the events asked as the session's role, of one kind or all of them (`kinds` empty). */
  historyQuery: (
    role: RoleName | null,
    kinds: HistoryEventKind[],
  ) => UseQueryOptions<History, Error, History, CallQueryKey>;
  /** Downloads the same events as a PDF; without it there is no export button. @default undefined */
  exportPdf?: (role: RoleName | null, kinds: HistoryEventKind[]) => Promise<void>;
  /** What happened, in the language shown. @default the server's (Italian) sentence */
  describeEvent?: (event: HistoryEvent, t: TFunction, labels: DomainLabels) => string;
}

const serverSentence = (event: HistoryEvent) => event.description;

/**
 * 'Cronologia': every event of a request or a meeting, newest first — when, who, in which role, what —
 * filtered by kind and exported as a PDF for an inspection. Only staff has the downloads filter: the
 * server never tells an applicant who downloaded what.
 */
export const HistoryPanel = ({
  historyQuery,
  exportPdf,
  describeEvent = serverSentence,
}: HistoryPanelProps) => {
  const { t, i18n } = useTranslation();
  const labels = labelsIn(i18n.language);
  const { role } = useSession();
  const [kind, setKind] = useState<HistoryEventKind | typeof ALL>(ALL);
  const [isExporting, setExporting] = useState(false);
  const kinds = kind === ALL ? [] : [kind];
  const history = useQuery(historyQuery(role, kinds));
  const visibleKinds = historyKindsVisibleTo(role !== 'RIC' && role !== null);

  const columns: DataTableColumn<HistoryEvent>[] = [
    { id: 'at', header: t('history.columns.at'), accessor: (event) => formatDateTime(event.at), width: 150 },
    {
      id: 'who',
      header: t('history.columns.who'),
      accessor: (event) => eventActor(event, t),
      isRowHeader: false,
    },
    {
      id: 'role',
      header: t('history.columns.role'),
      accessor: (event) => (event.role ? t(`roles.${event.role}`) : t('history.noRole')),
    },
    {
      id: 'kind',
      header: t('history.columns.kind'),
      accessor: (event) => t(`history.kinds.${event.kind}`),
    },
    {
      id: 'description',
      header: t('history.columns.description'),
      accessor: (event) => describeEvent(event, t, labels),
      width: '3fr',
    },
  ];

  const exportHistory = async () => {
    setExporting(true);
    try {
      await exportPdf?.(role, kinds);
    } catch (error) {
      reportFailure(error);
    } finally {
      setExporting(false);
    }
  };

  const errorMessage = history.isError
    ? `${t('history.loadError')}${isApiError(history.error) ? ` ${history.error.message}` : ''}`
    : undefined;

  return (
    <Card title={t('history.heading')}>
      <Filters>
        <Select
          label={t('history.filter')}
          items={[
            { id: ALL, label: t('history.kinds.all') },
            ...HISTORY_EVENT_KINDS.filter((candidate) => visibleKinds.includes(candidate)).map(
              (candidate) => ({
                id: candidate,
                label: t(`history.kinds.${candidate}`),
              }),
            ),
          ]}
          value={kind}
          onChange={(value: Key | null) => setKind((value ?? ALL) as HistoryEventKind | typeof ALL)}
        />
        {exportPdf && (
          <Button
            variant="secondary"
            onPress={exportHistory}
            isPending={isExporting}
            isDisabled={!history.data || history.data.total === 0}
          >
            {t('history.export')}
          </Button>
        )}
      </Filters>
      <DataTable
        caption={t('history.caption', { count: history.data?.total ?? 0 })}
        columns={columns}
        rows={history.data?.result ?? []}
        getRowId={(event) => `${event.at} ${event.fiscalCode} ${event.kind} ${event.description}`}
        truncateAt={200}
        isLoading={history.isPending}
        emptyMessage={t('history.empty')}
        errorMessage={errorMessage}
        onRetry={() => void history.refetch()}
      />
    </Card>
  );
};
