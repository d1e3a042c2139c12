import type { Conference, MeetingEntryOutcome } from '../contract/conference';
import type { Document } from '../contract/document';
import type { City, Province } from '../contract/geography';
import type { Home } from '../contract/home';
import type { Notification, NotificationKind, NotificationLanguage } from '../contract/notification';
import type { Request } from '../contract/request';
import type { RequestConfig } from '../contract/requestConfig';
import type { CompanyRef, Role, User, UserRef } from '../contract/user';
import { toConferenceRequest } from './fixtures/factories';

/** A meeting as stored: its entries reference a request and a rapporteur by id. */
export interface StoredConference extends Omit<Conference, 'requestsUsers'> {
  requestsUsers: { request: string; user: string | null; outcome?: MeetingEntryOutcome | null }[];
}

/** A document with its content. */
export interface StoredDocument extends Document {
  data: string;
  /** Who uploaded it (a user id); absent for the dataset's files. */
  uploadedBy?: string;
}

/** The in-memory backend of the mocks; handlers read and change it, `resetMockDatabase` restores it. */
export interface MockDatabase {
  roles: Role[];
  /** People, companies (isCorporate) and the protocol job's user. */
  users: User[];
  requests: Request[];
  conferences: StoredConference[];
  documents: Map<string, StoredDocument>;
  requestConfigs: RequestConfig[];
  homes: Home[];
  /** The outbox ('Posta inviata'), newest first. */
  notifications: Notification[];
  /** Each user's notification choices, by user id; absent means Italian, nothing turned off. */
  preferences: Map<string, { language: NotificationLanguage; notificationsOff: NotificationKind[] }>;
  /** The documentation page's fee sheet: a document id, null until ADMIN uploads one. */
  feeSheet: string | null;
  provinces: Province[];
  cities: Map<string, City[]>;
  counters: { id: number; identifier: number; protocols: Map<number, number>; clock: number };
}

export const nextId = (db: MockDatabase, prefix: string): string => {
  db.counters.id += 1;
  return `${prefix}-${db.counters.id}`;
};

/** Strictly increasing instants: two quick edits never share an `updated`, so stale checks hold. */
export const nextInstant = (db: MockDatabase): string => {
  db.counters.clock = Math.max(Date.now(), db.counters.clock + 1);
  return new Date(db.counters.clock).toISOString();
};

export const nextProtocol = (db: MockDatabase, year: number): number => {
  const protocol = (db.counters.protocols.get(year) ?? 0) + 1;
  db.counters.protocols.set(year, protocol);
  return protocol;
};

export const toUserRef = ({ _id, fiscalCode, fullname }: User): UserRef => ({ _id, fiscalCode, fullname });
export const toCompanyRef = ({ _id, fiscalCode, surname }: User): CompanyRef => ({
  _id,
  fiscalCode,
  surname,
});

export const findUser = (db: MockDatabase, id: string | null): User | undefined =>
  id === null ? undefined : db.users.find((user) => user._id === id);

/** The meeting as the wire carries it, with its requests and rapporteurs filled in. */
export const toConference = (db: MockDatabase, stored: StoredConference): Conference => ({
  ...stored,
  requestsUsers: stored.requestsUsers.flatMap((entry) => {
    const request = db.requests.find((candidate) => candidate._id === entry.request);
    if (!request) return [];
    const user = findUser(db, entry.user);
    return [
      {
        request: toConferenceRequest(request),
        user: user ? toUserRef(user) : null,
        ...(entry.outcome ? { outcome: entry.outcome } : {}),
      },
    ];
  }),
});
