import { definePage } from '../../routes/definePage';
import { REQUEST_LIST_ROUTES } from '../../routes/routeAccess';

/** The request lists (requests-and-sign-in, section 2): one page, with each list's statuses and type. */
export const route = REQUEST_LIST_ROUTES.flatMap((list) =>
  definePage({
    path: list.path,
    access: list.roles,
    Page: async () => (await import('./RequestListPage')).RequestListPage,
    props: { route: list },
    // An applicant's list draws its to-do list first; the page shows it to an applicant only.
    firstCall: async (_args, { role }) =>
      role === 'RIC' ? (await import('../../todo/toDoItems')).applicantToDoCall() : null,
  }),
);
