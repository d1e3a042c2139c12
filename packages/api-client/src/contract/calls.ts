import { z } from 'zod';
import { committeeIdentitySchema, updateCommitteeIdentityInputSchema } from './committeeIdentity';
import {
  availableRequestsInputSchema,
  checkExistConferenceInputSchema,
  commitConferenceInputSchema,
  conferenceCountInputSchema,
  conferenceDownloadInputSchema,
  conferenceListInputSchema,
  conferenceListSchema,
  conferenceSchema,
  conferenceSummarySchema,
  createConferenceInputSchema,
  deleteConferenceInputSchema,
  meetingDecisionInputSchema,
  minutesDraftInputSchema,
  updateConferenceInputSchema,
} from './conference';
import { conflictListInputSchema, conflictSchema, declareConflictInputSchema } from './conflicts';
import { dashboardFiguresInputSchema, dashboardFiguresSchema } from './dashboard';
import {
  documentSchema,
  fileSchema,
  getAllDocumentsInputSchema,
  uploadDocumentInputSchema,
} from './document';
import {
  documentationArchiveInputSchema,
  documentationSchema,
  setFeeSheetInputSchema,
} from './documentation';
import type { HttpMethod } from './enums';
import { citiesInputSchema, citySchema, provinceSchema } from './geography';
import { historyInputSchema, historySchema } from './history';
import {
  createHomeInputSchema,
  homeListInputSchema,
  homeListSchema,
  homeSchema,
  updateHomeInputSchema,
} from './home';
import {
  notificationListInputSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationSchema,
  resendNotificationInputSchema,
  updateNotificationPreferencesInputSchema,
} from './notification';
import { countSchema, deletedSchema } from './paging';
import { emptyInputSchema, idSchema, refInputSchema } from './primitives';
import {
  companyByVatSchema,
  confirmRegistrationInputSchema,
  findCompanyByVatInputSchema,
  myRegistrationSchema,
  refuseRegistrationInputSchema,
  registrationCountInputSchema,
  registrationListInputSchema,
  registrationListSchema,
  registrationSchema,
  submitRegistrationInputSchema,
} from './registration';
import {
  corporateRequestCountInputSchema,
  corporateRequestListInputSchema,
  countByStateInputSchema,
  countByUserAndStateInputSchema,
  countToIntegrateInputSchema,
  createRequestInputSchema,
  decideRequestInputSchema,
  extendDeadlineInputSchema,
  findByIdentifierInputSchema,
  integratedRequestInputSchema,
  requestCountInputSchema,
  requestDownloadInputSchema,
  requestListInputSchema,
  requestListSchema,
  requestSchema,
  updateRequestInputSchema,
  versionedRequestRefInputSchema,
} from './request';
import {
  createRequestConfigInputSchema,
  requestConfigListInputSchema,
  requestConfigListSchema,
  requestConfigSchema,
  updateRequestConfigInputSchema,
} from './requestConfig';
import {
  compareSubmissionsInputSchema,
  comparisonSchema,
  submissionListSchema,
  submissionsInputSchema,
} from './submissions';
import {
  companyCountInputSchema,
  companyListInputSchema,
  companyListSchema,
  createUserInputSchema,
  noRoleDataSchema,
  publicDataSchema,
  roleListInputSchema,
  roleListSchema,
  updateUserInputSchema,
  userCountInputSchema,
  userListInputSchema,
  userListSchema,
  userSchema,
} from './user';

/** One call of the spec: its logical method and path, what it takes and what it answers. */
export interface CallDefinition<Input extends z.ZodType = z.ZodType, Output extends z.ZodType = z.ZodType> {
  readonly method: HttpMethod;
  /** The logical path; `:name` segments are filled from the input's field of that name. */
  readonly path: string;
  /** Validates the path parameters and the body together. */
  readonly input: Input;
  readonly output: Output;
  /** Sent to the public home address, without a token. */
  readonly isPublic: boolean;
}

const call = <Input extends z.ZodType, Output extends z.ZodType>(
  method: HttpMethod,
  path: string,
  input: Input,
  output: Output,
  { isPublic = false }: { isPublic?: boolean } = {},
): CallDefinition<Input, Output> => ({ method, path, input, output, isPublic });

const idParamInputSchema = z.strictObject({ id: idSchema });

/**
 * Every call of section 7 of both spec documents, plus the ones the spec leaves unnamed (send,
 * decide, restore, the meeting decision, the count variants, the company list, the documentation
 * page's fee sheet and form archives). Grouped by
 * service, which is always the path's first segment. The client is generated from this table
 * and the server maps `(method, path)` to the entry with `matchCall`.
 *
 * Home reads and `roles/getPublicData` are public; home writes need a token and role ADMIN, a
 * deliberate deviation from the spec's client, which sent every home call without a token.
 */
export const CALLS = {
  user: {
    me: call('GET', '/user', emptyInputSchema, userSchema),
    get: call('GET', '/user/:id', idParamInputSchema, userSchema),
    find: call('POST', '/user/find', userListInputSchema, userListSchema),
    count: call('POST', '/user/count', userCountInputSchema, countSchema),
    findCompanies: call('POST', '/user/findCompanies', companyListInputSchema, companyListSchema),
    countCompanies: call('POST', '/user/countCompanies', companyCountInputSchema, countSchema),
    create: call('PUT', '/user', createUserInputSchema, userSchema),
    update: call('PATCH', '/user', updateUserInputSchema, userSchema),
  },
  role: {
    find: call('POST', '/role/find', roleListInputSchema, roleListSchema),
  },
  notification: {
    find: call('POST', '/notification/find', notificationListInputSchema, notificationListSchema),
    resend: call('POST', '/notification/resend', resendNotificationInputSchema, notificationSchema),
    preferences: call('GET', '/notification/preferences', emptyInputSchema, notificationPreferencesSchema),
    setPreferences: call(
      'PATCH',
      '/notification/preferences',
      updateNotificationPreferencesInputSchema,
      notificationPreferencesSchema,
    ),
  },
  roles: {
    getDataNoRole: call('POST', '/roles/getDataNoRole', emptyInputSchema, noRoleDataSchema),
    getPublicData: call('POST', '/roles/getPublicData', emptyInputSchema, publicDataSchema, {
      isPublic: true,
    }),
  },
  request: {
    create: call('PUT', '/request', createRequestInputSchema, requestSchema),
    update: call('PATCH', '/request', updateRequestInputSchema, requestSchema),
    delete: call('DELETE', '/request', refInputSchema, deletedSchema),
    get: call('GET', '/request/:id', idParamInputSchema, requestSchema),
    find: call('POST', '/request/find', requestListInputSchema, requestListSchema),
    findByIdentifierNumber: call(
      'POST',
      '/request/findByIdentifierNumber',
      findByIdentifierInputSchema,
      requestSchema.nullable(),
    ),
    getIntegratedRequest: call(
      'POST',
      '/request/getIntegratedRequest',
      integratedRequestInputSchema,
      z.array(requestSchema),
    ),
    count: call('POST', '/request/count', requestCountInputSchema, countSchema),
    countByState: call('POST', '/request/countByState', countByStateInputSchema, countSchema),
    countByUserAndState: call(
      'POST',
      '/request/countByUserAndState',
      countByUserAndStateInputSchema,
      countSchema,
    ),
    countToIntegrate: call('POST', '/request/countToIntegrate', countToIntegrateInputSchema, countSchema),
    findByCorporate: call(
      'POST',
      '/request/findByCorporate',
      corporateRequestListInputSchema,
      requestListSchema,
    ),
    countByCorporate: call(
      'POST',
      '/request/countByCorporate',
      corporateRequestCountInputSchema,
      countSchema,
    ),
    download: call('POST', '/request/download', requestDownloadInputSchema, fileSchema),
    send: call('POST', '/request/send', versionedRequestRefInputSchema, requestSchema),
    decide: call('POST', '/request/decide', decideRequestInputSchema, requestSchema),
    restore: call('POST', '/request/restore', versionedRequestRefInputSchema, requestSchema),
    extendDeadline: call('POST', '/request/extendDeadline', extendDeadlineInputSchema, requestSchema),
    history: call('POST', '/request/history', historyInputSchema, historySchema),
    historyExport: call('POST', '/request/historyExport', historyInputSchema, fileSchema),
    submissions: call('POST', '/request/submissions', submissionsInputSchema, submissionListSchema),
    compare: call('POST', '/request/compare', compareSubmissionsInputSchema, comparisonSchema),
    figures: call('POST', '/request/figures', dashboardFiguresInputSchema, dashboardFiguresSchema),
  },
  document: {
    get: call('GET', '/document/:id', idParamInputSchema, fileSchema),
    getAllDocuments: call('POST', '/document/get-all-documents', getAllDocumentsInputSchema, fileSchema),
    upload: call('PUT', '/document', uploadDocumentInputSchema, documentSchema),
  },
  documentation: {
    get: call('GET', '/documentation', emptyInputSchema, documentationSchema, { isPublic: true }),
    feeSheet: call('GET', '/documentation/feeSheet', emptyInputSchema, fileSchema, { isPublic: true }),
    archive: call('GET', '/documentation/archive/:type', documentationArchiveInputSchema, fileSchema, {
      isPublic: true,
    }),
    setFeeSheet: call('PUT', '/documentation/feeSheet', setFeeSheetInputSchema, documentationSchema),
  },
  requestConfig: {
    find: call('POST', '/requestConfig/find', requestConfigListInputSchema, requestConfigListSchema),
    create: call('PUT', '/requestConfig', createRequestConfigInputSchema, requestConfigSchema),
    update: call('PATCH', '/requestConfig', updateRequestConfigInputSchema, requestConfigSchema),
  },
  city: {
    provinces: call('GET', '/city/provinces', emptyInputSchema, z.array(provinceSchema)),
    cities: call('GET', '/city/cities/:provinceCode', citiesInputSchema, z.array(citySchema)),
  },
  conference: {
    create: call('PUT', '/conference', createConferenceInputSchema, conferenceSchema),
    update: call('PATCH', '/conference', updateConferenceInputSchema, conferenceSchema),
    get: call('GET', '/conference/:id', idParamInputSchema, conferenceSchema),
    find: call('POST', '/conference/find', conferenceListInputSchema, conferenceListSchema),
    count: call('POST', '/conference/count', conferenceCountInputSchema, countSchema),
    availableRequests: call(
      'POST',
      '/conference/availableRequests',
      availableRequestsInputSchema,
      requestListSchema,
    ),
    checkExistConference: call(
      'POST',
      '/conference/checkExistConference',
      checkExistConferenceInputSchema,
      z.array(conferenceSummarySchema),
    ),
    commit: call('POST', '/conference/commit', commitConferenceInputSchema, conferenceSchema),
    download: call('POST', '/conference/download', conferenceDownloadInputSchema, fileSchema),
    decide: call('POST', '/conference/decide', meetingDecisionInputSchema, requestSchema),
    history: call('POST', '/conference/history', historyInputSchema, historySchema),
    historyExport: call('POST', '/conference/historyExport', historyInputSchema, fileSchema),
    declareConflict: call('PUT', '/conference/conflict', declareConflictInputSchema, conflictSchema),
    conflicts: call('POST', '/conference/conflicts', conflictListInputSchema, z.array(conflictSchema)),
    minutesDraft: call('POST', '/conference/minutesDraft', minutesDraftInputSchema, fileSchema),
    delete: call('DELETE', '/conference', deleteConferenceInputSchema, deletedSchema),
  },
  home: {
    find: call('POST', '/home/find', homeListInputSchema, homeListSchema, { isPublic: true }),
    get: call('GET', '/home/:id', idParamInputSchema, homeSchema, { isPublic: true }),
    create: call('PUT', '/home', createHomeInputSchema, homeSchema),
    update: call('PATCH', '/home', updateHomeInputSchema, homeSchema),
    delete: call('DELETE', '/home', refInputSchema, deletedSchema),
  },
  registration: {
    /** The signed-in identity's own registration, the claims and the mode: any valid token. */
    mine: call('POST', '/registration/mine', emptyInputSchema, myRegistrationSchema),
    submit: call('PUT', '/registration', submitRegistrationInputSchema, registrationSchema),
    /** A registered company by its exact VAT number: never a list, so companies are not enumerated. */
    findCompany: call('POST', '/registration/findCompany', findCompanyByVatInputSchema, companyByVatSchema),
    find: call('POST', '/registration/find', registrationListInputSchema, registrationListSchema),
    count: call('POST', '/registration/count', registrationCountInputSchema, countSchema),
    confirm: call('POST', '/registration/confirm', confirmRegistrationInputSchema, registrationSchema),
    refuse: call('POST', '/registration/refuse', refuseRegistrationInputSchema, registrationSchema),
    /** The person's record's 'Cronologia': created, sent, confirmed or refused, roles changed. */
    history: call('POST', '/registration/history', historyInputSchema, historySchema),
  },
  committee: {
    get: call('GET', '/committee', emptyInputSchema, committeeIdentitySchema),
    update: call('PATCH', '/committee', updateCommitteeIdentityInputSchema, committeeIdentitySchema),
    /** ADMIN's identity goes: the installation's settings are in force again. */
    reset: call('DELETE', '/committee', emptyInputSchema, committeeIdentitySchema),
  },
} as const satisfies Record<string, Record<string, CallDefinition>>;

export type CallTable = typeof CALLS;
export type ServiceName = keyof CallTable;
export type CallName<Service extends ServiceName> = keyof CallTable[Service] & string;
/** `'request.find'`, `'conference.availableRequests'`, … */
export type CallKey = { [Service in ServiceName]: `${Service}.${CallName<Service>}` }[ServiceName];

export type CallAt<Key extends CallKey> = Key extends `${infer Service extends ServiceName}.${infer Name}`
  ? Name extends CallName<Service>
    ? CallTable[Service][Name]
    : never
  : never;
/** What the caller passes (defaults still optional). */
export type CallInput<Key extends CallKey> = z.input<CallAt<Key>['input']>;
/** What the server receives after validation (defaults applied). */
export type ParsedCallInput<Key extends CallKey> = z.output<CallAt<Key>['input']>;
export type CallOutput<Key extends CallKey> = z.output<CallAt<Key>['output']>;

export interface CallEntry extends CallDefinition {
  key: CallKey;
  service: ServiceName;
  name: string;
}

/** The table as a flat list, in table order. */
export const CALL_LIST: readonly CallEntry[] = Object.entries(CALLS).flatMap(([service, calls]) =>
  Object.entries(calls).map(([name, definition]: [string, CallDefinition]) => ({
    ...definition,
    key: `${service}.${name}` as CallKey,
    service: service as ServiceName,
    name,
  })),
);

/** The list's entry of a call, for code that reads any call alike (a transport, a dispatcher). */
export const callEntry = (key: CallKey): CallEntry => {
  const entry = CALL_LIST.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`Chiamata sconosciuta: ${key}`);
  return entry;
};

/** A call's definition typed by its key: its input and output schemas. */
export const getCall = <Key extends CallKey>(key: Key): CallAt<Key> =>
  callEntry(key) as unknown as CallAt<Key>;

/** The envelope's `service`: the first segment of the path. */
export const serviceOf = (path: string): string => path.split('/')[1] ?? '';

const PARAM = /^:(\w+)$/;

export const pathParamNames = (path: string): string[] =>
  path.split('/').flatMap((segment) => {
    const name = PARAM.exec(segment)?.[1];
    return name === undefined ? [] : [name];
  });

/**
 * Fills the `:name` segments of a logical path from `input`, and returns the rest of the input
 * as the envelope's body.
 */
export const fillPath = (
  path: string,
  input: Record<string, unknown>,
): { path: string; body: Record<string, unknown> } => {
  const body = { ...input };
  const filled = path
    .split('/')
    .map((segment) => {
      const name = PARAM.exec(segment)?.[1];
      if (name === undefined) return segment;
      const value = body[name];
      delete body[name];
      return encodeURIComponent(String(value));
    })
    .join('/');
  return { path: filled, body };
};

const decodeSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * Finds the call of a logical method and filled path, with the path's parameters decoded. The
 * server validates `{ ...envelope.params.input, ...params }` with `call.input`.
 */
export const matchCall = (
  method: string,
  path: string,
): { call: CallEntry; params: Record<string, string> } | undefined => {
  const segments = path.split('/');
  for (const entry of CALL_LIST) {
    const pattern = entry.path.split('/');
    if (entry.method !== method || pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      const name = PARAM.exec(part)?.[1];
      if (name === undefined) return part === segment;
      const value = segment === '' ? undefined : decodeSegment(segment);
      if (value === undefined) return false;
      params[name] = value;
      return true;
    });
    if (matches) return { call: entry, params };
  }
  return undefined;
};
