import { COMPANY_SORT_FIELDS, type Company, formatDate } from '@cet-portal/api-client';
import { Button, type DataTableColumn, PageTitle } from '@cet-portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { queryOptionsFor } from '../../../api/queries';
import { useListSearchParams } from '../../../lists/useListSearchParams';
import { useSession } from '../../../session/session';
import { AdminSearchForm } from '../AdminSearchForm';
import { PanelTable } from '../PanelTable';
import { Toolbar } from '../panelLayout';
import { useUserRecordSave } from '../useUserRecordSave';
import { CompanyModal } from './CompanyModal';

const companySearchSchema = z.object({ vat: z.string().optional(), name: z.string().optional() });

/**
 * `/corporatePanel`, 'Pannello Enti': the companies (users with isCorporate), searched by VAT
 * number and name, sorted and paged in the query string; a new company or an edit in a modal.
 */
export const CorporatePanelPage = () => {
  const { role } = useSession();
  const { t } = useTranslation();
  const list = useListSearchParams({
    filterSchema: companySearchSchema,
    sortFields: COMPANY_SORT_FIELDS,
    defaultSort: { inserted: -1 },
  });
  const companies = useQuery({
    ...queryOptionsFor(role, 'user.findCompanies', {
      query: list.filter,
      sort: list.sort,
      skip: list.skip,
      take: list.take,
    }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<Company | 'new' | null>(null);
  const close = () => setEditing(null);
  const save = useUserRecordSave({
    createdMessage: t('admin.companies.created'),
    updatedMessage: t('admin.companies.updated'),
    onDone: close,
  });

  const columns: DataTableColumn<Company>[] = [
    {
      id: 'fiscalCode',
      header: t('admin.companies.columns.vat'),
      isSortable: true,
      accessor: (company) => company.fiscalCode,
    },
    {
      id: 'surname',
      header: t('admin.companies.columns.name'),
      isSortable: true,
      isRowHeader: true,
      accessor: (company) => company.surname,
    },
    {
      id: 'inserted',
      header: t('admin.companies.columns.inserted'),
      isSortable: true,
      accessor: (company) => formatDate(company.inserted),
    },
  ];

  return (
    <>
      <PageTitle>{t('admin.companies.title')}</PageTitle>
      <AdminSearchForm
        label={t('admin.companies.searchLabel')}
        fields={[
          { name: 'vat', label: t('admin.companies.search.vat') },
          { name: 'name', label: t('admin.companies.search.name') },
        ]}
        values={list.filter}
        onSearch={list.setFilter}
      />
      <Toolbar>
        <Button onPress={() => setEditing('new')}>{t('admin.companies.new')}</Button>
      </Toolbar>
      <PanelTable
        caption={t('admin.companies.caption')}
        columns={columns}
        query={companies}
        list={list}
        sortFields={COMPANY_SORT_FIELDS}
        getRowId={(company) => company._id}
        emptyMessage={t('admin.companies.empty')}
        loadError={t('admin.companies.loadError')}
        renderActions={(company) => (
          <Button
            variant="link"
            aria-label={t('admin.companies.editLabel', { name: company.surname })}
            onPress={() => setEditing(company)}
          >
            {t('admin.edit')}
          </Button>
        )}
      />
      <CompanyModal company={editing} onClose={close} onSubmit={save} />
    </>
  );
};
