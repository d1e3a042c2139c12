import {
  isApiError,
  REGISTRATION_SORT_FIELDS,
  REGISTRATION_STATUSES,
  type Registration,
  registrationStatusSchema,
} from '@cet-portal/api-client';
import { Button, ConfirmDialog, Modal, PageTitle, showToast } from '@cet-portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { queryOptionsFor, useCallMutation } from '../../api/queries';
import { appToasts } from '../../app/toasts';
import { failureMessage, reportFailure } from '../../errors/failureStore';
import { PersonHistorySection } from '../../history/PersonHistorySection';
import { useListSearchParams } from '../../lists/useListSearchParams';
import { useSession } from '../../session/session';
import { AdminSearchForm } from '../admin/AdminSearchForm';
import { PanelTable } from '../admin/PanelTable';
import { RefuseRegistrationDialog } from './RefuseRegistrationDialog';
import { registrationColumns } from './registrationColumns';

/** 'ALL' is every status; an address without one (or a hand-edited one) shows the pending ones. */
const searchSchema = z.object({
  text: z.string().optional(),
  status: z.union([registrationStatusSchema, z.literal('ALL')]).catch('PENDING'),
});

/** What the secretariat's decision changes: the list, its count in the menu, the person's record. */
const DECISION_REFRESH = { invalidates: ['registration', 'user'] as const };

/**
 * `/richiesteRegistrazione`, 'Richieste di registrazione' (SEG, ADMIN): the sign-ups waiting for the
 * secretariat, by default, or any status; each confirmed (the person becomes an applicant of the
 * company, a proposed company is created) or refused with a reason the person reads.
 */
export const RegistrationRequestsPage = () => {
  const { role } = useSession();
  const { t } = useTranslation();
  const list = useListSearchParams({
    filterSchema: searchSchema,
    sortFields: REGISTRATION_SORT_FIELDS,
    defaultSort: { submitted: -1 },
  });
  const { status, text } = list.filter;
  const registrations = useQuery({
    ...queryOptionsFor(role, 'registration.find', {
      query: { ...(text ? { text } : {}), ...(status === 'ALL' ? {} : { status }) },
      sort: list.sort,
      skip: list.skip,
      take: list.take,
    }),
    placeholderData: keepPreviousData,
  });
  const confirmCall = useCallMutation('registration.confirm', DECISION_REFRESH);
  const refuseCall = useCallMutation('registration.refuse', DECISION_REFRESH);
  const [confirming, setConfirming] = useState<Registration | null>(null);
  const [refusing, setRefusing] = useState<Registration | null>(null);
  const [history, setHistory] = useState<Registration | null>(null);
  const nameOf = (registration: Registration) => `${registration.name} ${registration.surname}`;

  const failed = (error: unknown, title: string) => {
    // A stale row (another secretary decided first) offers to reload, as every 409 of the portal.
    if (isApiError(error) && error.status === 409) {
      reportFailure(error);
      return;
    }
    showToast(appToasts, { tone: 'error', title, description: failureMessage(error) });
  };

  const confirm = async (registration: Registration) => {
    try {
      await confirmCall.mutateAsync({ _id: registration._id, updated: registration.updated });
      showToast(appToasts, {
        tone: 'success',
        title: t('registrationRequests.confirmed', { name: nameOf(registration) }),
      });
    } catch (error) {
      failed(error, t('registrationRequests.confirmFailed'));
    }
  };

  const refuse = async (registration: Registration, reason: string) => {
    try {
      await refuseCall.mutateAsync({ _id: registration._id, updated: registration.updated, reason });
      showToast(appToasts, {
        tone: 'success',
        title: t('registrationRequests.refused', { name: nameOf(registration) }),
      });
    } catch (error) {
      failed(error, t('registrationRequests.refuseFailed'));
    }
  };

  return (
    <>
      <PageTitle>{t('registrationRequests.title')}</PageTitle>
      <p>{t('registrationRequests.intro')}</p>
      <AdminSearchForm
        label={t('registrationRequests.searchLabel')}
        fields={[
          { name: 'text', label: t('registrationRequests.search.text') },
          {
            name: 'status',
            label: t('registrationRequests.search.status'),
            anyLabel: t('registrationRequests.search.anyStatus'),
            options: REGISTRATION_STATUSES.map((candidate) => ({
              id: candidate,
              label: t(`registration.statuses.${candidate}`),
            })),
          },
        ]}
        values={{ text, status: status === 'ALL' ? undefined : status }}
        onSearch={(values) =>
          list.setFilter({
            text: values.text,
            status: registrationStatusSchema.safeParse(values.status).data ?? 'ALL',
          })
        }
      />
      <PanelTable
        caption={t('registrationRequests.caption')}
        columns={registrationColumns(t)}
        query={registrations}
        list={list}
        sortFields={REGISTRATION_SORT_FIELDS}
        getRowId={(registration) => registration._id}
        emptyMessage={
          status === 'PENDING' ? t('registrationRequests.emptyPending') : t('registrationRequests.empty')
        }
        loadError={t('registrationRequests.loadError')}
        renderActions={(registration) => (
          <>
            {registration.status === 'PENDING' && (
              <>
                <Button
                  variant="link"
                  aria-label={t('registrationRequests.confirmLabel', { name: nameOf(registration) })}
                  onPress={() => setConfirming(registration)}
                >
                  {t('registrationRequests.confirm')}
                </Button>
                <Button
                  variant="link"
                  aria-label={t('registrationRequests.refuseLabel', { name: nameOf(registration) })}
                  onPress={() => setRefusing(registration)}
                >
                  {t('registrationRequests.refuse')}
                </Button>
              </>
            )}
            <Button
              variant="link"
              aria-label={t('registrationRequests.historyLabel', { name: nameOf(registration) })}
              onPress={() => setHistory(registration)}
            >
              {t('registrationRequests.history')}
            </Button>
          </>
        )}
      />
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('registrationRequests.confirmTitle')}
        confirmLabel={t('registrationRequests.confirm')}
        onConfirm={() => (confirming ? confirm(confirming) : undefined)}
      >
        <p>
          {confirming &&
            t(
              confirming.company.proposed
                ? 'registrationRequests.confirmTextNewCompany'
                : 'registrationRequests.confirmText',
              { name: nameOf(confirming), company: confirming.company.name },
            )}
        </p>
      </ConfirmDialog>
      <RefuseRegistrationDialog registration={refusing} onClose={() => setRefusing(null)} onRefuse={refuse} />
      <Modal
        isOpen={history !== null}
        onOpenChange={(open) => !open && setHistory(null)}
        title={t('registrationRequests.historyTitle', { name: history ? nameOf(history) : '' })}
        size="lg"
      >
        {history && <PersonHistorySection userId={history.user._id} />}
      </Modal>
    </>
  );
};
