import { PREFERENCES_PATH, REGISTRATION_PATH, REGISTRATION_REQUESTS_PATH } from '@cet-portal/api-client';
import type { RouteObject } from 'react-router';
import { guardedPage, guardedRoute, plainPage, publicPage } from '../routes/guarded';
import {
  ADMIN_ROLES,
  DASHBOARD_ROLES,
  MEETING_CREATOR_ROLES,
  MEETING_EDITOR_ROLES,
  MEETING_ROLES,
  REGISTRATION_DECIDER_ROLES,
  REQUEST_LIST_ROUTES,
  REQUEST_ROLES,
} from '../routes/routeAccess';
import { withProps } from './lazyPart';
import { PageLoading } from './PageLoading';
import { Shell } from './Shell';

const home = plainPage(async () => (await import('../pages/HomePage')).HomePage);

const requestLists: RouteObject[] = REQUEST_LIST_ROUTES.map((route) => ({
  path: route.path,
  ...guardedRoute({
    page: async () =>
      withProps((await import('../pages/requestList/RequestListPage')).RequestListPage, { route }),
    roles: route.roles,
    // An applicant's list draws its to-do list first; the page shows it to an applicant only.
    ahead: async (_args, { role }) =>
      role === 'RIC' ? (await import('../todo/toDoItems')).applicantToDoCall() : null,
  }),
}));

/**
 * Routes of the spec; each page is its own chunk, loaded when first visited. Apart from the browser
 * router, so that Storybook's screens mount the same table in a memory router.
 */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    // Shown while the first page's chunk loads.
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: home },
      { path: 'home', lazy: home },
      {
        path: 'signin',
        lazy: publicPage(async () => (await import('../pages/SignInPage')).SignInPage),
      },
      {
        path: 'loginFailure',
        lazy: publicPage(async () => (await import('../pages/LoginFailurePage')).LoginFailurePage),
      },
      {
        path: 'documentation',
        lazy: publicPage(
          async () => (await import('../pages/documentation/DocumentationPage')).DocumentationPage,
        ),
      },
      {
        path: 'accessibilita',
        lazy: publicPage(
          async () =>
            (await import('../pages/accessibility/AccessibilityStatementPage')).AccessibilityStatementPage,
        ),
      },
      ...requestLists,
      {
        path: 'requestForm/:id?',
        ...guardedRoute({
          page: async () => (await import('../pages/requestForm/RequestFormPage')).RequestFormPage,
          roles: ['RIC'],
          // The form is drawn once the request types are there.
          ahead: async (_args, { role }) =>
            (await import('../api/requestConfigQueries')).formConfigsQuery(role),
        }),
      },
      {
        path: 'showRequest/:id',
        ...guardedRoute({
          page: async () => (await import('../pages/showRequest/ShowRequestPage')).ShowRequestPage,
          roles: REQUEST_ROLES,
          ahead: async ({ params }, { role }) =>
            (await import('../pages/showRequest/showRequestQueries')).requestAhead(role, params.id),
        }),
      },
      {
        path: 'conferenceList',
        lazy: guardedPage(
          async () => (await import('../pages/meetings/MeetingListPage')).MeetingListPage,
          MEETING_ROLES,
        ),
      },
      {
        path: 'newConference',
        lazy: guardedPage(
          async () => (await import('../pages/meetings/NewMeetingPage')).NewMeetingPage,
          MEETING_CREATOR_ROLES,
        ),
      },
      {
        path: 'editConference/:id',
        lazy: guardedPage(
          async () => (await import('../pages/meetings/EditMeetingPage')).EditMeetingPage,
          MEETING_EDITOR_ROLES,
        ),
      },
      {
        path: 'showConference/:id',
        ...guardedRoute({
          page: async () => (await import('../pages/meetings/ShowMeetingPage')).ShowMeetingPage,
          ahead: async ({ params }, { role }) =>
            (await import('../pages/meetings/meetingQueries')).meetingQuery(role, params.id ?? ''),
        }),
      },
      {
        path: 'dashboard',
        lazy: guardedPage(
          async () => (await import('../pages/dashboard/DashboardPage')).DashboardPage,
          DASHBOARD_ROLES,
        ),
      },
      {
        path: 'rolePanel',
        lazy: guardedPage(
          async () => (await import('../pages/admin/RolePanelPage')).RolePanelPage,
          ADMIN_ROLES,
        ),
      },
      {
        path: 'corporatePanel',
        lazy: guardedPage(
          async () => (await import('../pages/admin/CorporatePanelPage')).CorporatePanelPage,
          ADMIN_ROLES,
        ),
      },
      {
        path: 'typePanel',
        lazy: guardedPage(
          async () => (await import('../pages/admin/TypePanelPage')).TypePanelPage,
          ADMIN_ROLES,
        ),
      },
      {
        path: 'homePanel',
        lazy: guardedPage(
          async () => (await import('../pages/admin/HomePanelPage')).HomePanelPage,
          ADMIN_ROLES,
        ),
      },
      {
        path: 'outboxPanel',
        lazy: guardedPage(
          async () => (await import('../pages/admin/OutboxPanelPage')).OutboxPanelPage,
          ADMIN_ROLES,
        ),
      },
      {
        // For anyone signed in, with or without an account: no role is asked.
        path: REGISTRATION_PATH.slice(1),
        lazy: guardedPage(
          async () => (await import('../pages/registration/RegistrationPage')).RegistrationPage,
        ),
      },
      {
        path: REGISTRATION_REQUESTS_PATH.slice(1),
        lazy: guardedPage(
          async () =>
            (await import('../pages/registrationRequests/RegistrationRequestsPage')).RegistrationRequestsPage,
          REGISTRATION_DECIDER_ROLES,
        ),
      },
      {
        path: PREFERENCES_PATH.slice(1),
        lazy: guardedPage(async () => (await import('../pages/preferences/PreferencesPage')).PreferencesPage),
      },
      // An address that matches no page is a 404 for everyone, signed in or not: the
      // guard's alert would tell a visitor with a mistyped address to sign in to a page that does
      // not exist. Every page's own path stays behind the guard.
      {
        path: '*',
        lazy: publicPage(async () => (await import('../pages/NotFoundPage')).NotFoundPage),
      },
    ],
  },
];
