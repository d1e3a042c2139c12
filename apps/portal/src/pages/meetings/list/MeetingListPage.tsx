import {
  CONFERENCE_DEFAULT_SORT,
  CONFERENCE_SORT_FIELDS,
  type Conference,
  conferenceFilterSchema,
  formatDateDashed,
  meetingExportFileName,
  meetingStatus,
  TRUNCATE_LENGTH,
} from '@cet-portal/api-client';
import { MeetingFilterBar } from '@cet-portal/forms';
import {
  DataTable,
  type DataTableColumn,
  type ExportFormat,
  ExportMenu,
  MeetingStatusBadge,
  PageTitle,
  Pagination,
} from '@cet-portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { downloadCall } from '../../../api/files';
import { queryOptionsFor } from '../../../api/queries';
import { ButtonLink, TextLink } from '../../../app/links';
import { failureMessage } from '../../../errors/failureStore';
import { fromSortDescriptor, toSortDescriptor } from '../../../lists/tableSort';
import { useListSearchParams } from '../../../lists/useListSearchParams';
import { MEETING_EDITOR_ROLES } from '../../../routes/routeAccess';
import { useSession } from '../../../session/session';
import { reportingFailure } from '../meetingQueries';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.lg} 0`};
`;

/** The export keeps to the right whether or not the new-meeting button is there. */
const ExportSlot = styled.div`
  margin-inline-start: auto;
`;

/**
 * /conferenceList, 'Lista Riunioni' (meetings-and-administration, section 2): the meetings with
 * their filters, sort and page in the query string, the export, and for SEG the new meeting.
 */
export const MeetingListPage = () => {
  const { role } = useSession();
  const { t } = useTranslation();
  const list = useListSearchParams({
    filterSchema: conferenceFilterSchema,
    sortFields: CONFERENCE_SORT_FIELDS,
    defaultSort: CONFERENCE_DEFAULT_SORT,
  });
  const input = { query: list.filter, skip: list.skip, take: list.take, sort: list.sort };
  // Drawn in a deferred render, in slices, as the request list's rows (RequestListPage).
  const meetings = useDeferredValue(
    useQuery({
      ...queryOptionsFor(role, 'conference.find', input),
      placeholderData: keepPreviousData,
    }),
  );
  const total = meetings.data?.total ?? 0;

  const columns: DataTableColumn<Conference>[] = [
    {
      id: 'subject',
      header: t('meetings.list.columns.subject'),
      accessor: (meeting) => meeting.subject,
      isSortable: true,
    },
    // The spec cuts an agenda from 32 characters, 32 included, where other cells keep 32 whole.
    {
      id: 'agenda',
      header: t('meetings.list.columns.agenda'),
      accessor: (meeting) => meeting.agenda,
      isSortable: true,
      width: '2fr',
      truncateFrom: TRUNCATE_LENGTH,
    },
    {
      id: 'startDate',
      header: t('meetings.list.columns.startDate'),
      accessor: (meeting) => formatDateDashed(meeting.startDate),
      isSortable: true,
      width: 150,
    },
    {
      id: 'endDate',
      header: t('meetings.list.columns.endDate'),
      accessor: (meeting) => (meeting.endDate ? formatDateDashed(meeting.endDate) : ''),
      isSortable: true,
      width: 150,
    },
    {
      id: 'state',
      header: t('meetings.list.columns.state'),
      render: (meeting) => <MeetingStatusBadge status={meetingStatus(meeting)} />,
      isSortable: true,
      width: 140,
    },
  ];

  // 'Modifica' only where the role may change the meeting itself: the secretariat, until it closes
  // (in its form while it waits, on its page once open). The president and the committee act on a
  // meeting's requests, not on the meeting, and the server refuses them its edit: they view it.
  const isEditor = role !== null && (MEETING_EDITOR_ROLES as readonly string[]).includes(role);
  const renderActions = (meeting: Conference) => {
    const action = isEditor && !meeting.closeDate ? 'edit' : 'view';
    const editsInForm = isEditor && meetingStatus(meeting) === 'waiting';
    return (
      <TextLink
        href={editsInForm ? `/editConference/${meeting._id}` : `/showConference/${meeting._id}`}
        aria-label={t(`meetings.list.${action}Label`, { subject: meeting.subject })}
      >
        {t(`meetings.list.${action}`)}
      </TextLink>
    );
  };

  const download = (format: ExportFormat) =>
    reportingFailure(async () => {
      const type = format === 'csv' ? 'CSV' : 'PDF';
      await downloadCall(
        role,
        'conference.download',
        { query: list.filter, sort: list.sort, type },
        meetingExportFileName(type),
      );
    });

  return (
    <>
      <PageTitle>{t('meetings.list.title')}</PageTitle>
      {/* Keyed by the filter, so that the bar shows what the address says after back or reload. */}
      <MeetingFilterBar
        key={JSON.stringify(list.filter)}
        defaultFilter={list.filter}
        onSearch={list.setFilter}
      />
      <Toolbar>
        {role === 'SEG' && <ButtonLink href="/newConference">{t('meetings.list.newMeeting')}</ButtonLink>}
        <ExportSlot>
          <ExportMenu onExport={download} isEmpty={total === 0} />
        </ExportSlot>
      </Toolbar>
      <DataTable
        caption={t('meetings.list.caption')}
        columns={columns}
        rows={meetings.data?.result ?? []}
        getRowId={(meeting) => meeting._id}
        sortDescriptor={toSortDescriptor(list.sort)}
        onSortChange={(descriptor) => {
          const sort = fromSortDescriptor(descriptor, CONFERENCE_SORT_FIELDS);
          if (sort) list.setSort(sort);
        }}
        renderActions={renderActions}
        isLoading={meetings.isPending}
        emptyMessage={t('meetings.list.empty')}
        errorMessage={
          meetings.isError ? `${t('meetings.list.loadFailed')} ${failureMessage(meetings.error)}` : undefined
        }
        onRetry={() => void meetings.refetch()}
      />
      <Pagination
        label={t('meetings.list.pagination')}
        page={list.page}
        pageSize={list.pageSize}
        total={total}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
};
