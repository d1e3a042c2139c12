import {
  JOB_USER,
  type LogOperation,
  REQUEST_STATES,
  REQUEST_TYPES,
  type RequestState,
  type RequestType,
  type RoleName,
} from '@cet-portal/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { storeDocument } from '../db/queries/documents';
import { refreshIntegratedDate } from '../db/queries/integratedDates';
import { appendLog, loadRequest, nextRequestIdentifier } from '../db/queries/requests';
import { protocols, requestComments, requestDocuments, requests } from '../db/schema';
import { integrationClockFor } from '../deadlines/integrationClock';
import type { DocumentStore } from '../documents/store/documentStore';
import { renderRequestForm } from '../exports/requestForm';
import { internalProtocolRegistry } from '../protocols/protocolRegistry';
import { DOCUMENT_LABELS, REQUEST_TYPE_DOCUMENTS } from '../setup/firstDayData';
import { DEMO_ACCOUNTS, DEMO_COMPANY, type DemoUsers } from './accounts';
import { storeDemoPdf } from './demoFiles';

/** A step of a request's history, as the real calls would have written it. */
type Step =
  | 'send'
  | 'protocol'
  | 'forward'
  | 'reject'
  | 'askIntegration'
  | 'integrate'
  | 'meetingIntegration'
  | 'accept'
  | 'meetingReject';

const SEND_AND_PROTOCOL: Step[] = ['send', 'protocol'];

/** How a request reached each state; INTEGRATED has no transition into it, so it is set as is. */
const STORIES: Record<RequestState, Step[][]> = {
  DRAFT: [[]],
  WAIT_PROT: [['send'], ['send', 'protocol', 'askIntegration', 'integrate', 'send']],
  PENDING: [SEND_AND_PROTOCOL, [...SEND_AND_PROTOCOL, 'askIntegration', 'integrate', ...SEND_AND_PROTOCOL]],
  SUBMITTED: [
    [...SEND_AND_PROTOCOL, 'forward'],
    [...SEND_AND_PROTOCOL, 'forward', 'meetingIntegration', 'integrate', ...SEND_AND_PROTOCOL],
  ],
  TO_INTEGRATE: [[...SEND_AND_PROTOCOL, 'askIntegration']],
  INTEGRATED: [[...SEND_AND_PROTOCOL, 'askIntegration', 'integrate']],
  REJECTED: [[...SEND_AND_PROTOCOL, 'reject']],
  WAIT_PROT_CER: [[...SEND_AND_PROTOCOL, 'forward', 'meetingIntegration', 'integrate', 'send']],
  TO_INTEGRATE_CER: [[...SEND_AND_PROTOCOL, 'forward', 'meetingIntegration']],
  ACCEPTED: [[...SEND_AND_PROTOCOL, 'forward', 'accept']],
  REJECTED_CER: [[...SEND_AND_PROTOCOL, 'forward', 'meetingReject']],
};

const LOG_OF_STEP: Record<
  Step,
  { operation: LogOperation; role: RoleName; who: 'applicant' | 'secretariat' | 'job' | 'rapporteur' }
> = {
  send: { operation: 'SEND', role: 'RIC', who: 'applicant' },
  protocol: { operation: 'PROTOCOL', role: 'ADMIN', who: 'job' },
  forward: { operation: 'DECISION', role: 'SEG', who: 'secretariat' },
  reject: { operation: 'DECISION', role: 'SEG', who: 'secretariat' },
  askIntegration: { operation: 'DECISION', role: 'SEG', who: 'secretariat' },
  integrate: { operation: 'UPDATE', role: 'RIC', who: 'applicant' },
  meetingIntegration: { operation: 'MEETING_DECISION', role: 'CET', who: 'rapporteur' },
  accept: { operation: 'MEETING_DECISION', role: 'CET', who: 'rapporteur' },
  meetingReject: { operation: 'MEETING_DECISION', role: 'CET', who: 'rapporteur' },
};

/** The state each step leads to, as the log records it; a sending or a protocol depends on the state before. */
const stateAfterStep = (step: Step, before: RequestState): RequestState | null => {
  const after: Record<Step, RequestState | null> = {
    send: before === 'TO_INTEGRATE_CER' ? 'WAIT_PROT_CER' : 'WAIT_PROT',
    protocol: before === 'WAIT_PROT_CER' ? 'SUBMITTED' : 'PENDING',
    forward: 'SUBMITTED',
    reject: 'REJECTED',
    askIntegration: 'TO_INTEGRATE',
    integrate: null,
    meetingIntegration: 'TO_INTEGRATE_CER',
    accept: 'ACCEPTED',
    meetingReject: 'REJECTED_CER',
  };
  return after[step];
};

const COMMENTS: Partial<Record<Step, string>> = {
  askIntegration: 'Manca la polizza assicurativa firmata: integrare entro 180 giorni.',
  meetingIntegration: 'Il comitato chiede di chiarire i criteri di esclusione e il braccio di controllo.',
  reject: 'La documentazione non soddisfa i requisiti formali.',
};

const TITLES = [
  'Efficacia di un nuovo anticoagulante orale nella fibrillazione atriale',
  'Studio osservazionale sulla qualità della vita dopo intervento cardiochirurgico',
  'Stent medicato di nuova generazione nelle lesioni coronariche complesse',
  'Immunoterapia adiuvante nel melanoma in stadio III',
  'Programma di riabilitazione respiratoria domiciliare nella BPCO',
  'Registro dei pazienti con malattia di Crohn in terapia biologica',
  'Uso compassionevole di un antivirale nelle infezioni da CMV resistenti',
  'Monitoraggio continuo del glucosio nel diabete gestazionale',
  'Esiti a lungo termine della protesi d’anca a doppia mobilità',
  'Vaccinazione antinfluenzale e ospedalizzazioni negli over 65',
];
const INVESTIGATORS = [
  'Dott.ssa Elena Galli',
  'Prof. Roberto Marini',
  'Dott. Stefano Fabbri',
  'Dott.ssa Chiara Lombardi',
  'Prof.ssa Francesca Moretti',
];
const DEMO_REQUEST_COUNT = 60;
const DAY = 24 * 60 * 60 * 1000;

/** Who acts in a demo request's story. */
interface Actors {
  owner: { id: string; fiscalCode: string };
  companyId: string;
  secretariatId: string;
  rapporteurId: string;
}

/** A demo request: its state, its type and the story that led there. */
interface DemoRequestPlan {
  index: number;
  state: RequestState;
  type: RequestType;
  story: Step[];
}

/** Sixty requests: every state and every type, most with their whole history. */
const plans = (): DemoRequestPlan[] =>
  Array.from({ length: DEMO_REQUEST_COUNT }, (_, index) => {
    const state = REQUEST_STATES[index % REQUEST_STATES.length] ?? 'DRAFT';
    const stories = STORIES[state];
    return {
      index,
      state,
      type: REQUEST_TYPES[index % REQUEST_TYPES.length] ?? 'A1',
      story: stories[Math.floor(index / REQUEST_STATES.length) % stories.length] ?? [],
    };
  });

export interface DemoRequest {
  id: string;
  state: RequestState;
}

/** One shared file per attachment label, uploaded by the applicant. */
const attachmentFiles = async (
  db: Db,
  store: DocumentStore,
  ownerId: string,
  now: Date,
): Promise<Map<string, string>> => {
  const files = new Map<string, string>();
  for (const label of DOCUMENT_LABELS) {
    files.set(
      label,
      await storeDemoPdf(
        db,
        store,
        { fileName: `${label}.pdf`, title: label, lines: ['Documento dimostrativo.'], type: label, ownerId },
        now,
      ),
    );
  }
  return files;
};

const insertDemoRequest = async (
  db: Db,
  store: DocumentStore,
  plan: DemoRequestPlan,
  actors: Actors,
  files: Map<string, string>,
  now: Date,
) => {
  const id = newId();
  let date = new Date(now.getTime() - (DEMO_REQUEST_COUNT + 10 - plan.index) * DAY);
  await db.insert(requests).values({
    id,
    state: 'DRAFT',
    type: plan.type,
    subject: `${TITLES[plan.index % TITLES.length]} - richiesta di parere`,
    description: 'Studio multicentrico proposto dal promotore per il parere del Comitato Etico Territoriale.',
    promoterName: DEMO_COMPANY.name,
    promoterVat: DEMO_COMPANY.vat,
    promoterAddress: 'Via della Ricerca 12',
    promoterCity: 'Milano',
    promoterProvince: 'MI',
    promoterCountry: 'IT',
    promoterPostalCode: '20121',
    promoterTel: '+39 02 5550123',
    promoterEmail: 'studi.clinici@alfa.example',
    promoterPec: 'alfa@pec.example',
    promoterLegalName: 'Giorgio',
    promoterLegalSurname: 'Conti',
    delegatedBy: plan.index % 3 === 0 ? 'CRO' : 'Promotore',
    eudraCTNumber: plan.type.startsWith('A')
      ? `2026-0${String(1000 + plan.index).padStart(5, '0')}-${10 + (plan.index % 80)}`
      : '',
    studyTitle: TITLES[plan.index % TITLES.length] ?? '',
    protocolNumber: `PRT-${String(plan.index + 1).padStart(3, '0')}`,
    protocolVersion: '1.0',
    protocolDate: '2026-01-15',
    principalInvestigator: INVESTIGATORS[plan.index % INVESTIGATORS.length] ?? '',
    investigationalDrug: plan.type.startsWith('A') || plan.type === 'F' ? 'Molecola sperimentale CT-0' : '',
    userId: actors.owner.id,
    corporateId: actors.companyId,
    updated: date,
  });
  await db.insert(requestDocuments).values(
    REQUEST_TYPE_DOCUMENTS[plan.type].map(([label], position) => ({
      requestId: id,
      documentId: files.get(label) ?? '',
      type: label,
      position,
    })),
  );
  const log = (operation: LogOperation, role: RoleName, fiscalCode: string, state: RequestState | null) =>
    appendLog(db, id, operation, { role, fiscalCode }, date, state);
  await log('CREATE', 'RIC', actors.owner.fiscalCode, null);
  const values: Partial<typeof requests.$inferInsert> = {};
  let current: RequestState = 'DRAFT';
  for (const step of plan.story) {
    date = new Date(date.getTime() + DAY / 2);
    const { operation, role, who } = LOG_OF_STEP[step];
    const fiscalCode = {
      applicant: actors.owner.fiscalCode,
      secretariat: DEMO_ACCOUNTS.giuliaBianchi.fiscalCode,
      job: JOB_USER,
      rapporteur: DEMO_ACCOUNTS.paoloNeri.fiscalCode,
    }[who];
    const reached = stateAfterStep(step, current);
    current = reached ?? current;
    await log(operation, role, fiscalCode, reached);
    if (step === 'send') {
      values.identifier ??= await nextRequestIdentifier(db);
      values.sent = date;
    }
    if (step === 'forward') values.forwarded = date;
    if (step === 'protocol') {
      await db.insert(protocols).values({
        requestId: id,
        ...(await internalProtocolRegistry.register(
          { recordId: id, identifier: values.identifier ?? null, date },
          db,
        )),
      });
    }
    const comment = COMMENTS[step];
    if (comment) {
      values.comment = comment;
      const userId = who === 'rapporteur' ? actors.rapporteurId : actors.secretariatId;
      await db.insert(requestComments).values({ requestId: id, userId, date, body: comment });
    }
  }
  // The demo's integration rounds began on their last step: their clocks run from there.
  const clock = await integrationClockFor(db, { to: plan.state, type: plan.type }, date);
  await db
    .update(requests)
    .set({ ...values, ...clock, state: plan.state, updated: date })
    .where(eq(requests.id, id));
  // The state is written after the story's logs, so their appends saw a draft: recompute with it.
  await refreshIntegratedDate(db, id);
  const request = values.identifier ? await loadRequest(db, id) : undefined;
  if (request) {
    const form = await storeDocument(
      db,
      store,
      {
        fileName: `Richiesta_${request.identifier}.pdf`,
        type: null,
        contentType: 'application/pdf',
        bytes: await renderRequestForm(request, values.sent ?? date),
        ownerId: null,
      },
      date,
    );
    await db.update(requests).set({ requestDocumentId: form.id }).where(eq(requests.id, id));
  }
  return { id, state: plan.state };
};

/** The demo's requests, owned in turn by the two applicants of the demo company. */
export const seedDemoRequests = async (
  db: Db,
  store: DocumentStore,
  users: DemoUsers,
  now: Date,
): Promise<DemoRequest[]> => {
  const files = await attachmentFiles(db, store, users.ids.marioRossi, now);
  const created: DemoRequest[] = [];
  for (const plan of plans()) {
    const owner = plan.index % 2 === 0 ? 'marioRossi' : 'luigiVerdi';
    const actors = {
      owner: { id: users.ids[owner], fiscalCode: DEMO_ACCOUNTS[owner].fiscalCode },
      companyId: users.companyId,
      secretariatId: users.ids.giuliaBianchi,
      rapporteurId: users.ids.paoloNeri,
    };
    created.push(await insertDemoRequest(db, store, plan, actors, files, now));
  }
  return created;
};
