import type { Conference, MeetingEntryOutcome } from '../contract/conference';
import type { Document } from '../contract/document';
import type { City, Province } from '../contract/geography';
import type { Home } from '../contract/home';
import type { Notification, NotificationKind, NotificationLanguage } from '../contract/notification';
import type { Registration } from '../contract/registration';
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

/**
 * The mocks' world as `buildMockDataset()` builds it: the repository's mock backend (the server's calls
 * over PGlite) is loaded from it, and stories and tests name its records.
 */
export interface MockWorld {
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
  counters: { identifier: number; protocols: Map<number, number> };
  /** Applicants' own sign-ups, with their people among `users` (and a CRO's letter among `documents`). */
  registrations: Registration[];
}

export const nextProtocol = (db: MockWorld, year: number): number => {
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

/** The meeting as the wire carries it, with its requests and rapporteurs filled in. */
export const toConference = (db: MockWorld, stored: StoredConference): Conference => ({
  ...stored,
  requestsUsers: stored.requestsUsers.flatMap((entry) => {
    const request = db.requests.find((candidate) => candidate._id === entry.request);
    if (!request) return [];
    const user = db.users.find((candidate) => candidate._id === entry.user);
    return [
      {
        request: toConferenceRequest(request),
        user: user ? toUserRef(user) : null,
        ...(entry.outcome ? { outcome: entry.outcome } : {}),
      },
    ];
  }),
});
