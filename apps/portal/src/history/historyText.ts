import {
  DOWNLOAD_SENTENCES,
  type DomainLabels,
  describeMeetingCreation,
  describeRequestOperation,
  type HistoryEvent,
  type HistoryTemplate,
  JOB_USER,
  LOG_OPERATIONS,
  type LogOperation,
  labelsIn,
  MEETING_CHANGE_SENTENCES,
  MEETING_DOWNLOAD_LABELS,
  REGISTRATION_HISTORY_SENTENCES,
  REQUEST_DOWNLOAD_LABELS,
  REQUEST_STATES,
  REQUEST_UPLOAD_SENTENCES,
  type RequestFormField,
  type RequestState,
  UNKNOWN_DOWNLOAD,
} from '@cet-portal/api-client';
import type { TFunction } from 'i18next';

/*
 * The wire carries each event as one Italian sentence (the PDF export prints it as is), with no code
 * of what happened. The portal reads the sentence back into its parts and says them again from its
 * catalogue, so that ENG shows English; a sentence it does not know is shown as the server wrote it.
 * Every sentence is read back through the contract's templates, which the server writes them with:
 * `describeRequestOperation`, the upload, download and meeting sentences of contract/history.ts.
 */

interface LoggedOperation {
  operation: LogOperation;
  to: RequestState | null;
}

const ITALIAN_STATES = labelsIn('it').requestStates;

/**
 * Every sentence `describeRequestOperation` can write, with what it says. The state is the one the
 * sentence names: a creation names none whatever it is given, a restore without one names PENDING.
 */
const LOGGED_OPERATIONS: ReadonlyMap<string, LoggedOperation> = (() => {
  const sentences = new Map<string, LoggedOperation>();
  for (const operation of LOG_OPERATIONS) {
    for (const given of [null, ...REQUEST_STATES]) {
      const sentence = describeRequestOperation(operation, given);
      const to = REQUEST_STATES.find((state) => sentence.endsWith(` («${ITALIAN_STATES[state]}»)`)) ?? null;
      sentences.set(sentence, { operation, to });
    }
  }
  return sentences;
})();

const ITALIAN_FIELDS = new Map(
  Object.entries(labelsIn('it').requestFields).map(([field, label]) => [label, field as RequestFormField]),
);

const CHANGED_FIELDS = ': modificati ';

const loggedSentence = (sentence: string, t: TFunction, labels: DomainLabels): string | null => {
  const cut = sentence.indexOf(CHANGED_FIELDS);
  const base = cut === -1 ? sentence : sentence.slice(0, cut);
  const logged = LOGGED_OPERATIONS.get(base);
  if (!logged) return null;
  const operation = t(`history.operations.${logged.operation}`);
  const said = logged.to
    ? t('history.withState', { sentence: operation, state: labels.requestStates[logged.to] })
    : operation;
  if (cut === -1) return said;
  const fields = [...sentence.slice(cut + CHANGED_FIELDS.length).matchAll(/«([^»]+)»/g)].map(
    ([, label = '']) => {
      const field = ITALIAN_FIELDS.get(label);
      return t('history.quoted', { text: field ? labels.requestFields[field] : label });
    },
  );
  return t('history.changedFields', { sentence: said, fields: fields.join(', ') });
};

/**
 * The parts `template` put into `text`, by name; null when `template` did not write `text`. The
 * template, called with markers for its parts (numbers between private-use characters, which no
 * file name holds), gives the pattern that reads them back.
 */
const readBack = (text: string, template: HistoryTemplate): Record<string, string> | null => {
  const names: string[] = [];
  const marked = template(
    new Proxy({} as Record<string, string>, {
      get: (_, name) => `\ue000${names.push(String(name)) - 1}\ue000`,
    }),
  );
  const pattern = marked
    .split(/\ue000(\d+)\ue000/)
    .map((piece, index) =>
      index % 2 === 1 ? `(?<${names[Number(piece)]}>.+)` : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  const groups = new RegExp(`^${pattern}$`).exec(text)?.groups;
  return groups ? { ...groups } : null;
};

/** The first of `templates` that wrote `text`, and the parts it put in. */
const readBackAny = <Key extends string>(
  text: string,
  templates: Record<Key, HistoryTemplate>,
): [Key, Record<string, string>] | null => {
  for (const key of Object.keys(templates) as Key[]) {
    const parts = readBack(text, templates[key]);
    if (parts) return [key, parts];
  }
  return null;
};

/** A download's sentence, what it names read by `labels` and said from `labelKeys`; null when it is none. */
const downloadSentence = (
  sentence: string,
  t: TFunction,
  labels: Record<string, HistoryTemplate>,
  labelKeys: string,
): string | null => {
  const download = readBackAny(sentence, DOWNLOAD_SENTENCES);
  if (!download) return null;
  const [key, { thing = '' }] = download;
  const named = thing === UNKNOWN_DOWNLOAD ? null : readBackAny(thing, labels);
  if (thing !== UNKNOWN_DOWNLOAD && !named) return null;
  const said = named ? t(`${labelKeys}.${named[0]}`, named[1]) : t('history.downloaded.unknown');
  return t(`history.${key}`, { thing: said });
};

const documentSentence = (sentence: string, t: TFunction): string | null => {
  const upload = readBackAny(sentence, REQUEST_UPLOAD_SENTENCES);
  if (upload) return t(`history.${upload[0]}`, upload[1]);
  return downloadSentence(sentence, t, REQUEST_DOWNLOAD_LABELS, 'history.downloaded');
};

const MEETING_CHANGES = new Map(
  Object.entries(MEETING_CHANGE_SENTENCES).map(([change, sentence]) => [sentence as string, change]),
);

const meetingCreation: HistoryTemplate = ({ subject }) => describeMeetingCreation(String(subject));

/** What happened to a meeting, in the language shown; the server's own sentence where the portal does not know it. */
export const meetingEventDescription = (event: HistoryEvent, t: TFunction): string => {
  const change = MEETING_CHANGES.get(event.description);
  if (change) return t(`history.meeting.${change}`);
  const created = readBack(event.description, meetingCreation);
  if (created) return t('history.meeting.created', created);
  return (
    downloadSentence(event.description, t, MEETING_DOWNLOAD_LABELS, 'history.meetingDownloads') ??
    event.description
  );
};

/**
 * What happened to a request, in the language shown; the server's own sentence where the portal does
 * not know it. (A meeting's history words its files otherwise: there 'il verbale' is the minutes.)
 */
export const requestEventDescription = (event: HistoryEvent, t: TFunction, labels: DomainLabels): string =>
  loggedSentence(event.description, t, labels) ?? documentSentence(event.description, t) ?? event.description;

const PERSON_CHANGES = new Map(
  Object.entries(REGISTRATION_HISTORY_SENTENCES).map(([change, sentence]) => [
    (sentence as HistoryTemplate)({}),
    change,
  ]),
);

/** What happened to a person's record, in the language shown; the server's own sentence where the portal does not know it. */
export const personEventDescription = (event: HistoryEvent, t: TFunction): string => {
  // A sentence without parts reads back as no match (its pattern has no groups): it is looked up whole.
  const whole = PERSON_CHANGES.get(event.description);
  if (whole) return t(`history.person.${whole}`);
  const change = readBackAny(event.description, REGISTRATION_HISTORY_SENTENCES);
  return change ? t(`history.person.${change[0]}`, change[1]) : event.description;
};

/** Who did it: a person's name, or the protocol job named in the language shown. */
export const eventActor = (event: HistoryEvent, t: TFunction): string =>
  event.fiscalCode === JOB_USER ? t('history.jobActor') : event.who;
