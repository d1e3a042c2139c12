import { formatDate, USER_SORT_FIELDS, type User } from '@cet-portal/api-client';
import { Button, type DataTableColumn, PageTitle } from '@cet-portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import { queryOptionsFor } from '../../../api/queries';
import { useListSearchParams } from '../../../lists/useListSearchParams';
import { useSession } from '../../../session/session';
import { AdminSearchForm } from '../AdminSearchForm';
import { PanelTable } from '../PanelTable';
import { Toolbar } from '../panelLayout';
import { useUserRecordSave } from '../useUserRecordSave';
import { UserModal } from './UserModal';

/** The roles the legend explains (meetings-and-administration, section 2). */
const LEGEND_ROLES = ['RIC', 'SEG', 'CET', 'PRE'] as const;

const userSearchSchema = z.object({ fiscalCode: z.string().optional(), name: z.string().optional() });

const LegendHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Legend = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
  }
`;

/**
 * `/rolePanel`, 'Pannello Utenti': the people of the portal, searched by fiscal code and by name,
 * sorted (inserted date, newest first, by default) and paged in the query string; 'Nuovo Utente'
 * and each row's edit open the user form.
 */
export const RolePanelPage = () => {
  const { role } = useSession();
  const { t } = useTranslation();
  const legendId = useId();
  const list = useListSearchParams({
    filterSchema: userSearchSchema,
    sortFields: USER_SORT_FIELDS,
    defaultSort: { inserted: -1 },
  });
  const users = useQuery({
    ...queryOptionsFor(role, 'user.find', {
      query: list.filter,
      sort: list.sort,
      skip: list.skip,
      take: list.take,
    }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const close = () => setEditing(null);
  const save = useUserRecordSave({
    createdMessage: t('admin.users.created'),
    updatedMessage: t('admin.users.updated'),
    onDone: close,
  });

  const columns: DataTableColumn<User>[] = [
    {
      id: 'fiscalCode',
      header: t('admin.users.columns.fiscalCode'),
      isSortable: true,
      accessor: (user) => user.fiscalCode,
    },
    {
      id: 'fullname',
      header: t('admin.users.columns.fullname'),
      isSortable: true,
      isRowHeader: true,
      accessor: (user) => user.fullname,
    },
    {
      id: 'roles',
      header: t('admin.users.columns.roles'),
      accessor: (user) =>
        user.roles.length > 0 ? user.roles.map((role) => role.name).join(', ') : t('admin.users.noRoles'),
    },
    {
      id: 'inserted',
      header: t('admin.users.columns.inserted'),
      isSortable: true,
      accessor: (user) => formatDate(user.inserted),
    },
    {
      id: 'lastActivity',
      header: t('admin.users.columns.lastActivity'),
      isSortable: true,
      accessor: (user) => (user.lastActivity ? formatDate(user.lastActivity) : t('admin.users.never')),
    },
  ];

  return (
    <>
      <PageTitle>{t('admin.users.title')}</PageTitle>
      <section aria-labelledby={legendId}>
        <LegendHeading id={legendId}>{t('admin.users.legend')}</LegendHeading>
        <Legend>
          {LEGEND_ROLES.map((role) => (
            <div key={role}>
              <dt>{role}</dt>
              <dd>{t(`roles.${role}`)}</dd>
            </div>
          ))}
        </Legend>
      </section>
      <AdminSearchForm
        label={t('admin.users.searchLabel')}
        fields={[
          { name: 'fiscalCode', label: t('admin.users.search.fiscalCode') },
          { name: 'name', label: t('admin.users.search.name') },
        ]}
        values={list.filter}
        onSearch={list.setFilter}
      />
      <Toolbar>
        <Button onPress={() => setEditing('new')}>{t('admin.users.new')}</Button>
      </Toolbar>
      <PanelTable
        caption={t('admin.users.caption')}
        columns={columns}
        query={users}
        list={list}
        sortFields={USER_SORT_FIELDS}
        getRowId={(user) => user._id}
        emptyMessage={t('admin.users.empty')}
        loadError={t('admin.users.loadError')}
        renderActions={(user) => (
          <Button
            variant="link"
            aria-label={t('admin.users.editLabel', { name: user.fullname })}
            onPress={() => setEditing(user)}
          >
            {t('admin.edit')}
          </Button>
        )}
      />
      <UserModal user={editing} onClose={close} onSubmit={save} />
    </>
  );
};
