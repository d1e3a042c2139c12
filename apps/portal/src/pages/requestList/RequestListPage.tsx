import { REQUEST_LIST_DEFAULT_SORT } from '@cet-portal/api-client';
import { PageTitle } from '@cet-portal/ui';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../app/lazyPart';
import { ButtonLink } from '../../app/links';
import { PagePart } from '../../app/PagePart';
import { useListSearchParams } from '../../lists/useListSearchParams';
import type { RequestListRoute } from '../../routes/routeAccess';
import { useSession } from '../../session/session';
import { ToDoSection, useToDoItems } from '../../todo/ToDoSection';
import { RequestListCount } from './RequestListCount';
import { Intro } from './RequestListPage.styles';
import { useRequestListPage } from './requestListQueries';
import { REQUEST_LIST_SORT_FIELDS, requestListUrlFilterSchema, toRequestQuery } from './requestListQuery';

// The filters and the table are React Aria's collections, forms and date pickers: most of the route's
// code. They load apart, once the applicant's to-do list is drawn, which is the page's largest content
// and needs none of it (docs/BENCHMARKS.md, twelfth round); the list's call starts with the page all the same.
const RequestListResults = lazyPart(async () => (await import('./RequestListResults')).RequestListResults);

/**
 * A request list (requests-and-sign-in, section 2): the route's statuses and type, the filters, a
 * sortable and paged table, the export, and for applicants 'Nuova richiesta'. Filters, sort and
 * page live in the address, so a list can be bookmarked and the back button restores it.
 */
export const RequestListPage = ({ route }: { route: RequestListRoute }) => {
  const { t } = useTranslation();
  const { role } = useSession();
  const isApplicant = role === 'RIC';
  // The applicant's to-do list comes first and its height is known only with its items: the filters
  // and results wait for it, rather than be pushed down under it once painted (a layout shift).
  const isToDoPending = useToDoItems('RIC', isApplicant).isPending && isApplicant;
  // The filters, the table and its rows are drawn in a deferred render, which React cuts into slices
  // between which the phone answers taps: an answer arriving re-renders this page at once (a query's
  // store cannot wait), and drawing them there was one task of 150–250 ms on a 4× slower processor.
  const showLists = useDeferredValue(!isToDoPending, false);
  const title = t(`requestList.titles.${route.titleKey}`);
  const filterSchema = useMemo(() => requestListUrlFilterSchema(route), [route]);
  const list = useListSearchParams({
    filterSchema,
    sortFields: REQUEST_LIST_SORT_FIELDS,
    defaultSort: REQUEST_LIST_DEFAULT_SORT,
  });
  const query = useMemo(() => toRequestQuery(route, list.filter), [route, list.filter]);
  const page = useDeferredValue(
    useRequestListPage({ query, skip: list.skip, take: list.take, sort: list.sort }),
  );

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Intro>
        <RequestListCount role={role} />
        {isApplicant && <ButtonLink href="/requestForm">{t('requestList.newRequest')}</ButtonLink>}
      </Intro>
      {/* The list sorts by sent date, where drafts come last: an applicant's own work comes first. */}
      {isApplicant && <ToDoSection forRole="RIC" />}
      {showLists && (
        <PagePart loading={t('requestList.loadingResults')}>
          <RequestListResults
            route={route}
            role={role}
            title={title}
            filterSchema={filterSchema}
            list={list}
            query={query}
            page={page}
          />
        </PagePart>
      )}
    </>
  );
};
RequestListPage.parts = [RequestListResults];
