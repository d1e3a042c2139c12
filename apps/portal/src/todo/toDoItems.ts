import {
  type Conference,
  type DomainLabels,
  formatDate,
  meetingStatus,
  type Request,
  RIC_EDITABLE_STATES,
  type RoleName,
} from '@cet-portal/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { fetchedAhead, queryOptionsFor } from '../api/queries';

/** One thing that waits for the signed-in user, with the page where it is done. */
export interface ToDoItem {
  id: string;
  title: string;
  /** A request's state, shown as its badge. */
  state?: Request['state'];
  /** Short facts, e.g. 'Tipologia: A1 - …', 'Ultima modifica: 02/03/2026'. */
  facts: string[];
  href: string;
  /** The link's text, e.g. 'Continua la bozza'. */
  action: string;
  /** The link's accessible name, which also names the item. */
  actionLabel: string;
}

/** What each role's to-do list holds: at most a page of the API's largest size. */
const TAKE = 50;

const requestTitle = (request: Request, t: TFunction) =>
  request.studyTitle || request.subject || t('todo.untitled');

const typeFact = (request: Request, t: TFunction, labels: DomainLabels) =>
  t('todo.facts.type', { type: request.type ? labels.requestTypes[request.type] : t('todo.noType') });

/** The roles that have a to-do list; ADMIN has none. */
export type ToDoRole = Extract<RoleName, 'RIC' | 'SEG' | 'PRE' | 'CET'>;

const ROLES_WITH_TO_DO: readonly RoleName[] = ['RIC', 'SEG', 'PRE', 'CET'] satisfies ToDoRole[];

export const hasToDoList = (role: RoleName): role is ToDoRole => ROLES_WITH_TO_DO.includes(role);

/** How a list's rows become items: in the active language, for the signed-in user. */
export interface ToDoContext {
  t: TFunction;
  labels: DomainLabels;
  fiscalCode: string;
}

/** The applicant's drafts and requests to integrate, last changed first. */
const applicantItems = (result: readonly Request[], { t, labels }: ToDoContext): ToDoItem[] =>
  result.map((request) => {
    const title = requestTitle(request, t);
    const action = request.state === 'DRAFT' ? t('todo.actions.continueDraft') : t('todo.actions.integrate');
    return {
      id: request._id,
      title,
      state: request.state,
      facts: [typeFact(request, t, labels), t('todo.facts.updated', { date: formatDate(request.updated) })],
      href: `/requestForm/${request._id}`,
      action,
      actionLabel: `${action}: ${title}`,
    };
  });

/** The secretariat's requests awaiting the formal check, oldest sent first. */
const secretariatItems = (result: readonly Request[], { t, labels }: ToDoContext): ToDoItem[] =>
  result.map((request) => {
    const title = requestTitle(request, t);
    return {
      id: request._id,
      title: t('todo.requestTitle', { identifier: request.identifier, title }),
      state: request.state,
      facts: [
        typeFact(request, t, labels),
        ...(request.sent ? [t('todo.facts.sent', { date: formatDate(request.sent) })] : []),
      ],
      href: `/showRequest/${request._id}`,
      action: t('todo.actions.check'),
      actionLabel: t('todo.actions.checkLabel', { identifier: request.identifier }),
    };
  });

const meetingFacts = (meeting: Conference, t: TFunction) => [
  t('todo.facts.startDate', { date: formatDate(meeting.startDate) }),
  t('todo.facts.requests', { count: meeting.requestsUsers.length }),
];

/** The president's meetings still to open or to close. */
const presidentItems = (result: readonly Conference[], { t }: ToDoContext): ToDoItem[] =>
  result
    .filter((meeting) => meetingStatus(meeting) !== 'closed')
    .map((meeting) => {
      const action =
        meetingStatus(meeting) === 'open' ? t('todo.actions.closeMeeting') : t('todo.actions.openMeeting');
      return {
        id: meeting._id,
        title: meeting.subject,
        facts: meetingFacts(meeting, t),
        href: `/showConference/${meeting._id}`,
        action,
        actionLabel: `${action}: ${meeting.subject}`,
      };
    });

/** The requests a committee member reviews as rapporteur in the open meetings. */
const committeeItems = (result: readonly Conference[], { t, fiscalCode }: ToDoContext): ToDoItem[] =>
  result.flatMap((meeting) =>
    meeting.requestsUsers
      .filter((entry) => entry.user?.fiscalCode === fiscalCode && !entry.request.isClone)
      .map((entry) => {
        const title = t('todo.requestTitle', {
          identifier: entry.request.identifier,
          title: entry.request.subject,
        });
        return {
          id: `${meeting._id}-${entry.request._id}`,
          title,
          state: entry.request.state,
          facts: [
            t('todo.facts.meeting', { subject: meeting.subject }),
            ...meetingFacts(meeting, t).slice(0, 1),
          ],
          href: `/showConference/${meeting._id}`,
          action: t('todo.actions.report'),
          actionLabel: `${t('todo.actions.report')}: ${title}`,
        };
      }),
  );

/**
 * The applicant's read of what waits: its drafts and the requests to integrate. The request list's
 * route fetches it ahead of the page's code (routes/fetchAhead), where it is the first thing drawn.
 */
export const applicantToDoCall = () =>
  fetchedAhead(
    queryOptionsFor('RIC', 'request.find', {
      query: { states: [...RIC_EDITABLE_STATES] },
      sort: { updated: -1 },
      take: TAKE,
    }),
  );

/**
 * What waits for the active role (each role's home lists what waits for that person): the
 * role's one read of the contract, under the call's own key, so that whatever refreshes the call (a
 * decision, a sent request, a meeting opened) refreshes the list too; its rows become items in
 * `select`, so that another language re-labels them without asking the server again.
 */
export const toDoQueryFor = (role: ToDoRole, context: ToDoContext) => {
  switch (role) {
    case 'RIC':
      return queryOptions({
        ...applicantToDoCall(),
        select: ({ result }) => applicantItems(result, context),
      });
    case 'SEG':
      return queryOptions({
        ...queryOptionsFor(role, 'request.find', {
          query: { states: ['PENDING'] },
          sort: { sent: 1 },
          take: TAKE,
        }),
        select: ({ result }) => secretariatItems(result, context),
      });
    case 'PRE':
      return queryOptions({
        ...queryOptionsFor(role, 'conference.find', { sort: { startDate: -1 }, take: TAKE }),
        select: ({ result }) => presidentItems(result, context),
      });
    case 'CET':
      return queryOptions({
        ...queryOptionsFor(role, 'conference.find', {
          query: { state: 'open' },
          sort: { startDate: -1 },
          take: TAKE,
        }),
        select: ({ result }) => committeeItems(result, context),
      });
  }
};
