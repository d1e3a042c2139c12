import {
  describeMeetingCreation,
  describeRequestOperation,
  type HistoryEvent,
  JOB_ACTOR_NAME,
  JOB_USER,
  LOG_OPERATIONS,
  labelsIn,
  MEETING_CHANGE_SENTENCES,
  MEETING_DOWNLOAD_LABELS,
  REGISTRATION_HISTORY_SENTENCES,
  REQUEST_STATES,
} from '@cet-portal/api-client';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import english from '../../public/assets/i18n/en.json';
import italian from '../../public/assets/i18n/it.json';
import {
  eventActor,
  meetingEventDescription,
  personEventDescription,
  requestEventDescription,
} from './historyText';

const i18n = i18next.createInstance();

const event = (description: string, overrides: Partial<HistoryEvent> = {}): HistoryEvent => ({
  at: '2026-03-02T09:30:00.000Z',
  kind: 'state',
  who: 'Mario Rossi',
  fiscalCode: 'RSSMRA80A01H501U',
  role: 'RIC',
  description,
  ...overrides,
});

const said = (language: 'it' | 'en', description: string) =>
  requestEventDescription(event(description), i18n.getFixedT(language), labelsIn(language));

describe("a request's history in the language shown", () => {
  beforeAll(async () => {
    await i18n.init({
      lng: 'it',
      resources: { it: { translation: italian }, en: { translation: english } },
      interpolation: { escapeValue: false },
    });
  });

  it('reads in Italian exactly as the server wrote every operation, with or without a state', () => {
    for (const operation of LOG_OPERATIONS) {
      for (const to of [null, ...REQUEST_STATES]) {
        const sentence = describeRequestOperation(operation, to);
        expect(said('it', sentence)).toBe(sentence);
      }
    }
  });

  it('says the operations and their states in English', () => {
    expect(said('en', describeRequestOperation('SEND', 'WAIT_PROT'))).toBe(
      'Sent the request (“Awaiting protocol”)',
    );
    expect(said('en', describeRequestOperation('PROTOCOL', 'PENDING'))).toBe(
      'Registered the protocol (“Awaiting evaluation”)',
    );
    // A creation names no state, whatever state the write led to.
    expect(said('en', describeRequestOperation('CREATE', 'DRAFT'))).toBe('Created the draft of the request');
    expect(said('en', describeRequestOperation('RESTORE'))).toBe(
      'Restored the state (“Awaiting evaluation”)',
    );
  });

  it('names the changed fields by their English labels', () => {
    const sentence = `${describeRequestOperation('UPDATE')}: modificati «Titolo dello studio», «Oggetto»`;
    expect(said('it', sentence)).toBe(sentence);
    expect(said('en', sentence)).toBe('Integrated the request: changed “Study title”, “Subject”');
  });

  it('says uploads and downloads in English, keeping file names and document types as written', () => {
    const sentences = {
      'Ha caricato «Sinossi.pdf» per «Sinossi»': 'Uploaded “Sinossi.pdf” for “Sinossi”',
      'Ha caricato «Sinossi_v2.pdf», versione 2 di «Sinossi»':
        'Uploaded “Sinossi_v2.pdf”, version 2 of “Sinossi”',
      'Ha caricato il verbale «Verbale_12.pdf» (versione 1)':
        'Uploaded the report “Verbale_12.pdf” (version 1)',
      'Ha scaricato «Sinossi.pdf» (Sinossi)': 'Downloaded “Sinossi.pdf” (Sinossi)',
      'Ha scaricato il verbale «Verbale_12.pdf»': 'Downloaded the report “Verbale_12.pdf”',
      "Ha scaricato il modulo della richiesta «Richiesta_12.pdf» (nell'archivio di tutti i documenti)":
        'Downloaded the request form “Richiesta_12.pdf” (in the archive of all documents)',
      'Ha scaricato «Relazione.pdf» (relazione della riunione)':
        'Downloaded “Relazione.pdf” (meeting report)',
      'Ha scaricato un documento': 'Downloaded a document',
    };
    for (const [italianSentence, englishSentence] of Object.entries(sentences)) {
      expect(said('it', italianSentence)).toBe(italianSentence);
      expect(said('en', italianSentence)).toBe(englishSentence);
    }
  });

  it('shows a sentence it does not know as the server wrote it', () => {
    expect(said('en', 'Ha fatto qualcosa di nuovo')).toBe('Ha fatto qualcosa di nuovo');
  });

  it('names the protocol job in the language shown, and people by their names', () => {
    const job = event('', { who: JOB_ACTOR_NAME, fiscalCode: JOB_USER, role: 'ADMIN' });
    expect(eventActor(job, i18n.getFixedT('en'))).toBe('Automatic protocol');
    expect(eventActor(job, i18n.getFixedT('it'))).toBe('Protocollo automatico');
    expect(eventActor(event(''), i18n.getFixedT('en'))).toBe('Mario Rossi');
  });
});

describe("a meeting's history in the language shown", () => {
  const meetingSaid = (language: 'it' | 'en', description: string) =>
    meetingEventDescription(event(description, { kind: 'meeting' }), i18n.getFixedT(language));

  it('reads in Italian exactly as the server wrote every change, creation and download', () => {
    const sentences = [
      ...Object.values(MEETING_CHANGE_SENTENCES),
      describeMeetingCreation('Riunione di dicembre'),
      ...Object.values(MEETING_DOWNLOAD_LABELS).map(
        (label) => `Ha scaricato ${label({ file: 'Verbale.pdf' })}`,
      ),
      `Ha scaricato ${MEETING_DOWNLOAD_LABELS.report({ file: 'R.pdf' })} (nell'archivio di tutti i documenti)`,
    ];
    for (const sentence of sentences) expect(meetingSaid('it', sentence)).toBe(sentence);
  });

  it('leaves no Italian sentence of the server under English', () => {
    for (const sentence of Object.values(MEETING_CHANGE_SENTENCES))
      expect(meetingSaid('en', sentence)).not.toBe(sentence);
    expect(meetingSaid('en', MEETING_CHANGE_SENTENCES.opened)).toBe('Opened the meeting');
    expect(meetingSaid('en', describeMeetingCreation('Riunione di dicembre'))).toBe(
      'Created the meeting “Riunione di dicembre”',
    );
  });

  it('tells the minutes from the signed minutes and the reports in English, file names as written', () => {
    expect(
      meetingSaid('en', `Ha scaricato ${MEETING_DOWNLOAD_LABELS.minutes({ file: 'Verbale_3.pdf' })}`),
    ).toBe('Downloaded the minutes “Verbale_3.pdf”');
    expect(
      meetingSaid('en', `Ha scaricato ${MEETING_DOWNLOAD_LABELS.signedMinutes({ file: 'Firmato.pdf' })}`),
    ).toBe('Downloaded the signed minutes “Firmato.pdf”');
    expect(
      meetingSaid('en', `Ha scaricato ${MEETING_DOWNLOAD_LABELS.report({ file: 'Relazione.pdf' })}`),
    ).toBe('Downloaded “Relazione.pdf” (report)');
    expect(meetingSaid('en', 'Ha fatto qualcosa di nuovo')).toBe('Ha fatto qualcosa di nuovo');
  });
});

describe("a person's history in the language shown", () => {
  const personSaid = (language: 'it' | 'en', description: string) =>
    personEventDescription(event(description), i18n.getFixedT(language));

  it('reads in Italian exactly as the server wrote every change of the record', () => {
    for (const sentence of Object.values(REGISTRATION_HISTORY_SENTENCES)) {
      const written = sentence({ reason: 'Manca la lettera di delega' });
      expect(personSaid('it', written)).toBe(written);
    }
  });

  it('says them in English, the secretariat’s reason as written', () => {
    expect(personSaid('en', REGISTRATION_HISTORY_SENTENCES.confirmed())).toBe('Confirmed the registration');
    expect(personSaid('en', REGISTRATION_HISTORY_SENTENCES.refused({ reason: 'Manca la lettera' }))).toBe(
      'Refused the registration: “Manca la lettera”',
    );
    expect(personSaid('en', 'Ha fatto qualcosa di nuovo')).toBe('Ha fatto qualcosa di nuovo');
  });
});
