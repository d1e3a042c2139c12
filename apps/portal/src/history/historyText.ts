import {
  type DomainLabels,
  describeMeetingCreation,
  describeRequestOperation,
  type HistoryEvent,
  JOB_USER,
  LOG_OPERATIONS,
  type LogOperation,
  labelsIn,
  MEETING_CHANGE_SENTENCES,
  MEETING_DOWNLOAD_LABELS,
  REQUEST_STATES,
  type RequestFormField,
  type RequestState,
} from '@cet-portal/api-client';
import type { TFunction } from 'i18next';

/*
 * The wire carries each event as one Italian sentence (the PDF export prints it as is), with no code
 * of what happened. The portal reads the sentence back into its parts and says them again from its
 * catalogue, so that ENG shows English; a sentence it does not know is shown as the server wrote it.
 * A request log's sentences are read back through the contract's own `describeRequestOperation`, so
 * they follow it; the documents' and downloads' sentences are the server's history templates.
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

/** What a download names, as the server writes it in a request's history. */
const downloadedThing = (thing: string, t: TFunction): string | null => {
  if (thing === 'un documento') return t('history.downloaded.unknown');
  const patterns: [RegExp, string][] = [
    [/^«(?<file>.+)» \(relazione della riunione\)$/, 'meetingReport'],
    [/^«(?<file>.+)» \(omissis della riunione\)$/, 'meetingOmissis'],
    [/^il verbale «(?<file>.+)»$/, 'report'],
    [/^il modulo della richiesta «(?<file>.+)»$/, 'requestForm'],
    [/^«(?<file>.+)» \((?<type>[^()]+)\)$/, 'attachment'],
  ];
  for (const [pattern, key] of patterns) {
    const groups = pattern.exec(thing)?.groups;
    if (groups) return t(`history.downloaded.${key}`, groups);
  }
  return null;
};

const IN_ARCHIVE = " (nell'archivio di tutti i documenti)";

const documentSentence = (sentence: string, t: TFunction): string | null => {
  const uploads: [RegExp, string][] = [
    [/^Ha caricato il verbale «(?<file>.+)» \(versione (?<version>\d+)\)$/, 'uploadedReport'],
    [/^Ha caricato «(?<file>.+)», versione (?<version>\d+) di «(?<type>.+)»$/, 'uploadedVersion'],
    [/^Ha caricato «(?<file>.+)» per «(?<type>.+)»$/, 'uploaded'],
  ];
  for (const [pattern, key] of uploads) {
    const groups = pattern.exec(sentence)?.groups;
    if (groups) return t(`history.${key}`, groups);
  }
  return downloadSentence(sentence, t, downloadedThing);
};

/** A download's sentence, with what it names said by `thingOf`; null when it is no download's. */
const downloadSentence = (
  sentence: string,
  t: TFunction,
  thingOf: (thing: string, t: TFunction) => string | null,
): string | null => {
  const download = /^Ha scaricato (?<thing>.+)$/.exec(sentence)?.groups?.thing;
  if (!download) return null;
  const inArchive = download.endsWith(IN_ARCHIVE);
  const thing = thingOf(inArchive ? download.slice(0, -IN_ARCHIVE.length) : download, t);
  if (!thing) return null;
  return t(inArchive ? 'history.downloadedInArchive' : 'history.downloadedOne', { thing });
};

/** What `template` wrote in place of its argument in `text`; null when `template` did not write `text`. */
const argumentOf = (text: string, template: (value: string) => string): string | null => {
  const [before = '', after = ''] = template('\u0000').split('\u0000');
  const fits = text.length >= before.length + after.length && text.startsWith(before) && text.endsWith(after);
  return fits ? text.slice(before.length, text.length - after.length) : null;
};

const MEETING_CHANGES = new Map(
  Object.entries(MEETING_CHANGE_SENTENCES).map(([change, sentence]) => [sentence as string, change]),
);

const meetingDownloadedThing = (thing: string, t: TFunction): string | null => {
  if (thing === 'un documento') return t('history.downloaded.unknown');
  for (const [download, label] of Object.entries(MEETING_DOWNLOAD_LABELS)) {
    const file = argumentOf(thing, label);
    if (file !== null) return t(`history.meetingDownloads.${download}`, { file });
  }
  return null;
};

/** What happened to a meeting, in the language shown; the server's own sentence where the portal does not know it. */
export const meetingEventDescription = (event: HistoryEvent, t: TFunction): string => {
  const change = MEETING_CHANGES.get(event.description);
  if (change) return t(`history.meeting.${change}`);
  const subject = argumentOf(event.description, describeMeetingCreation);
  if (subject !== null) return t('history.meeting.created', { subject });
  return downloadSentence(event.description, t, meetingDownloadedThing) ?? event.description;
};

/**
 * What happened to a request, in the language shown; the server's own sentence where the portal does
 * not know it. (A meeting's history words its files otherwise: there 'il verbale' is the minutes.)
 */
export const requestEventDescription = (event: HistoryEvent, t: TFunction, labels: DomainLabels): string =>
  loggedSentence(event.description, t, labels) ?? documentSentence(event.description, t) ?? event.description;

/** Who did it: a person's name, or the protocol job named in the language shown. */
export const eventActor = (event: HistoryEvent, t: TFunction): string =>
  event.fiscalCode === JOB_USER ? t('history.jobActor') : event.who;
