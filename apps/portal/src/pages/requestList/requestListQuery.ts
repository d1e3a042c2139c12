import {
  isoDateSchema,
  REQUEST_STATES,
  type RequestFilter,
  type RequestSortField,
  type RequestState,
  requestTypeSchema,
  type Sort,
  shortTextSchema,
} from '@cet-portal/api-client';
import { z } from 'zod';
import type { RequestListRoute } from '../../routes/routeAccess';

/** The sortable columns of the list (requests-and-sign-in, section 2); `updated` is not a column. */
export const REQUEST_LIST_SORT_FIELDS = [
  'identifier',
  'principalInvestigator',
  'studyTitle',
  'subject',
  'type',
  'state',
  'sent',
  'integrationDue',
] as const satisfies readonly RequestSortField[];
export type RequestListSortField = (typeof REQUEST_LIST_SORT_FIELDS)[number];
export type RequestListSort = Sort<RequestListSortField>;

/** A malformed parameter (an old bookmark, a hand edit) drops only itself, not the other filters. */
const lenient = <Schema extends z.ZodType>(schema: Schema) => schema.optional().catch(undefined);

const textSchema = lenient(shortTextSchema.min(1));

/** A checkbox in the address: 'true'. */
const trueSchema = z.union([z.literal(true), z.literal('true').transform(() => true as const)]);

/**
 * The list's filter as it travels in the query string, parsed with coercion: the identifier is
 * typed as text, a single state arrives as a string and several as a list, the checkbox as 'true'.
 * Parsing the bar's typed filter gives the same result, so both read alike.
 */
export const requestListUrlFilterSchema = (route: Pick<RequestListRoute, 'statusList'>) => {
  // A state outside the route's statusList cannot be chosen, so it cannot come from the address either.
  const states = route.statusList.length > 0 ? route.statusList : REQUEST_STATES;
  return z.object({
    identifier: lenient(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
    principalInvestigator: textSchema,
    studyTitle: textSchema,
    subject: textSchema,
    states: lenient(
      z.preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(z.enum(states)).min(1)),
    ),
    type: lenient(requestTypeSchema),
    sentOn: lenient(isoDateSchema),
    onlyIntegrated: lenient(trueSchema),
    onlyLapsed: lenient(trueSchema),
  });
};

export type RequestListUrlFilter = z.output<ReturnType<typeof requestListUrlFilterSchema>>;

/**
 * The filter of the list call: only the filters filled in, within the route's data. The route's
 * statusList always applies (a chosen state narrows it) and so does its type; 'Visualizza solo
 * richieste integrate' only where the route offers it.
 */
export const toRequestQuery = (
  route: Pick<RequestListRoute, 'statusList' | 'type' | 'offersOnlyIntegrated'>,
  filter: RequestListUrlFilter,
): RequestFilter => {
  const inRoute = (state: RequestState) => route.statusList.length === 0 || route.statusList.includes(state);
  const chosen = filter.states?.filter(inRoute) ?? [];
  const states = chosen.length > 0 ? chosen : [...route.statusList];
  const type = route.type || filter.type;
  const query: RequestFilter = {};
  if (filter.identifier !== undefined) query.identifier = filter.identifier;
  if (filter.principalInvestigator) query.principalInvestigator = filter.principalInvestigator;
  if (filter.studyTitle) query.studyTitle = filter.studyTitle;
  if (filter.subject) query.subject = filter.subject;
  if (states.length > 0) query.states = states;
  if (type) query.type = type;
  if (filter.sentOn) query.sentOn = filter.sentOn;
  if (route.offersOnlyIntegrated && filter.onlyIntegrated) query.onlyIntegrated = true;
  if (filter.onlyLapsed) query.onlyLapsed = true;
  return query;
};

/**
 * Names a filter whatever the order of its fields or the empty ones it carries, so that the page
 * can tell a filter it just searched from one that came with a navigation (the back button).
 */
export const filterIdentity = (filter: RequestListUrlFilter): string =>
  JSON.stringify(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
