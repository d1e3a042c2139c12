import {
  formatDateTime,
  NOTIFICATION_SORT_FIELDS,
  NOTIFICATION_STATUSES,
  type Notification,
  type NotificationStatus,
  notificationStatusSchema,
} from '@cet-portal/api-client';
import {
  Button,
  ConfirmDialog,
  type DataTableColumn,
  Modal,
  PageTitle,
  StatusBadge,
  type StatusTone,
  showToast,
} from '@cet-portal/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import { invalidateCall, queryOptionsFor, useCallMutation } from '../../../api/queries';
import { appToasts } from '../../../app/toasts';
import { failureMessage } from '../../../errors/failureStore';
import { useListSearchParams } from '../../../lists/useListSearchParams';
import { useSession } from '../../../session/session';
import { AdminSearchForm } from '../AdminSearchForm';
import { PanelTable } from '../PanelTable';

const outboxSearchSchema = z.object({
  text: z.string().optional(),
  // A hand-edited status in the address shows every message rather than failing the page.
  status: notificationStatusSchema.optional().catch(undefined),
});

const STATUS_TONES: Record<NotificationStatus, StatusTone> = {
  PENDING: 'info',
  SENT: 'success',
  FAILED: 'danger',
};

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
`;

const Recipient = styled.span`
  display: flex;
  flex-direction: column;
  overflow-wrap: anywhere;
`;

const Body = styled.pre`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-family: inherit;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * `/outboxPanel`, 'Posta inviata': every message of the outbox, searched by address, name
 * or subject and by status, sorted and paged in the query string. The messages that could not be
 * delivered are counted above the list, one press away; each message can be read and sent again.
 */
export const OutboxPanelPage = () => {
  const { role } = useSession();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useListSearchParams({
    filterSchema: outboxSearchSchema,
    sortFields: NOTIFICATION_SORT_FIELDS,
    defaultSort: { created: -1 },
  });
  const messages = useQuery({
    ...queryOptionsFor(role, 'notification.find', {
      query: list.filter,
      sort: list.sort,
      skip: list.skip,
      take: list.take,
    }),
    placeholderData: keepPreviousData,
  });
  const failed = useQuery(
    queryOptionsFor(role, 'notification.find', { query: { status: 'FAILED' }, take: 1 }),
  );
  const resendMessage = useCallMutation('notification.resend');
  const [reading, setReading] = useState<Notification | null>(null);
  const [resending, setResending] = useState<Notification | null>(null);
  const statusLabel = (status: NotificationStatus) => t(`notifications.statuses.${status}`);
  const kindLabel = (message: Notification) => t(`notifications.kinds.${message.kind}`);

  const resend = async (message: Notification) => {
    try {
      await resendMessage.mutateAsync({ _id: message._id });
      showToast(appToasts, {
        tone: 'success',
        title: t('admin.outbox.resent', { recipient: message.recipient ?? message.user.fullname }),
      });
    } catch (error) {
      showToast(appToasts, {
        tone: 'error',
        title: t('admin.outbox.resendFailed'),
        description: failureMessage(error),
      });
    }
    await invalidateCall(queryClient, 'notification.find');
  };

  const columns: DataTableColumn<Notification>[] = [
    {
      id: 'recipient',
      header: t('admin.outbox.columns.recipient'),
      isSortable: true,
      render: (message) => (
        <Recipient>
          <span>{message.user.fullname}</span>
          <span>{message.recipient ?? t('admin.outbox.noAddress')}</span>
        </Recipient>
      ),
    },
    {
      id: 'subject',
      header: t('admin.outbox.columns.subject'),
      isRowHeader: true,
      width: '2fr',
      accessor: (message) => message.subject,
    },
    { id: 'kind', header: t('admin.outbox.columns.kind'), accessor: kindLabel },
    {
      id: 'status',
      header: t('admin.outbox.columns.status'),
      isSortable: true,
      render: (message) => (
        <StatusBadge label={statusLabel(message.status)} tone={STATUS_TONES[message.status]} />
      ),
    },
    { id: 'attempts', header: t('admin.outbox.columns.attempts'), accessor: (message) => message.attempts },
    {
      id: 'lastError',
      header: t('admin.outbox.columns.lastError'),
      accessor: (message) => message.lastError ?? '—',
    },
    {
      id: 'created',
      header: t('admin.outbox.columns.created'),
      isSortable: true,
      accessor: (message) => formatDateTime(message.created),
    },
    {
      id: 'sent',
      header: t('admin.outbox.columns.sent'),
      accessor: (message) => (message.sent ? formatDateTime(message.sent) : '—'),
    },
  ];

  const failedCount = failed.data?.total ?? 0;

  return (
    <>
      <PageTitle>{t('admin.outbox.title')}</PageTitle>
      <p>{t('admin.outbox.intro')}</p>
      {failedCount > 0 && (
        <Notice>
          <p>{t('admin.outbox.failedNotice', { count: failedCount })}</p>
          {list.filter.status !== 'FAILED' && (
            <Button variant="secondary" onPress={() => list.setFilter({ status: 'FAILED' })}>
              {t('admin.outbox.showFailed')}
            </Button>
          )}
        </Notice>
      )}
      <AdminSearchForm
        label={t('admin.outbox.searchLabel')}
        fields={[
          { name: 'text', label: t('admin.outbox.search.text') },
          {
            name: 'status',
            label: t('admin.outbox.search.status'),
            anyLabel: t('admin.outbox.search.anyStatus'),
            options: NOTIFICATION_STATUSES.map((status) => ({ id: status, label: statusLabel(status) })),
          },
        ]}
        values={list.filter}
        onSearch={(values) =>
          list.setFilter({
            text: values.text,
            status: notificationStatusSchema.safeParse(values.status).data,
          })
        }
      />
      <PanelTable
        caption={t('admin.outbox.caption')}
        columns={columns}
        query={messages}
        list={list}
        sortFields={NOTIFICATION_SORT_FIELDS}
        getRowId={(message) => message._id}
        emptyMessage={t('admin.outbox.empty')}
        loadError={t('admin.outbox.loadError')}
        renderActions={(message) => (
          <>
            <Button
              variant="link"
              aria-label={t('admin.outbox.readLabel', { subject: message.subject })}
              onPress={() => setReading(message)}
            >
              {t('admin.outbox.read')}
            </Button>
            {message.status !== 'PENDING' && (
              <Button
                variant="link"
                aria-label={t('admin.outbox.resendLabel', { subject: message.subject })}
                onPress={() => setResending(message)}
              >
                {t('admin.outbox.resend')}
              </Button>
            )}
          </>
        )}
      />
      <Modal
        isOpen={reading !== null}
        onOpenChange={(open) => !open && setReading(null)}
        title={reading?.subject ?? ''}
        size="lg"
      >
        {reading && (
          <>
            <Facts>
              <dt>{t('admin.outbox.columns.recipient')}</dt>
              <dd>
                {reading.user.fullname} ({reading.recipient ?? t('admin.outbox.noAddress')})
              </dd>
              <dt>{t('admin.outbox.columns.kind')}</dt>
              <dd>{kindLabel(reading)}</dd>
              <dt>{t('admin.outbox.columns.status')}</dt>
              <dd>{statusLabel(reading.status)}</dd>
              <dt>{t('admin.outbox.link')}</dt>
              <dd>{reading.link}</dd>
            </Facts>
            <Body>{reading.body}</Body>
          </>
        )}
      </Modal>
      <ConfirmDialog
        isOpen={resending !== null}
        onOpenChange={(open) => !open && setResending(null)}
        title={t('admin.outbox.confirmTitle')}
        confirmLabel={t('admin.outbox.resend')}
        onConfirm={() => (resending ? resend(resending) : undefined)}
      >
        <p>
          {t('admin.outbox.confirmText', {
            subject: resending?.subject ?? '',
            name: resending?.user.fullname ?? '',
          })}
        </p>
      </ConfirmDialog>
    </>
  );
};
