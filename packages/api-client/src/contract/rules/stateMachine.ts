import type { RequestState, RoleName } from '../enums';
import { JOB_USER } from '../enums';
import type { ApiErrorCode } from '../envelope';
import type { RequestLog } from '../request';

/**
 * The request state machine of requests-and-sign-in section 4, meetings-and-administration
 * section 4 and ARCHITECTURE.md "Server rules", as data: the server enforces it, the portal
 * offers only what it allows. INTEGRATED has a label in the spec but no transition into it: the
 * 'integrated' condition is computed by `integratedDate`.
 */
export const TRANSITION_ACTIONS = ['send', 'protocol', 'decide', 'restore', 'meetingDecision'] as const;
export type TransitionAction = (typeof TRANSITION_ACTIONS)[number];

export interface RequestTransition {
  action: TransitionAction;
  from: RequestState;
  to: RequestState;
  /** Active roles that may trigger it. */
  roles: readonly RoleName[];
  /** Roles that must also be the request's assigned rapporteur in the meeting. */
  rapporteurRoles: readonly RoleName[];
  /** Only this user (a fiscal code) may trigger it: the protocol job. */
  user?: string;
  commentRequired: boolean;
}

/** A requester edits only these states (requests-and-sign-in, section 4). */
export const RIC_EDITABLE_STATES = [
  'DRAFT',
  'TO_INTEGRATE',
  'TO_INTEGRATE_CER',
] as const satisfies readonly RequestState[];

/** A requester deletes only drafts. */
export const RIC_DELETABLE_STATES = ['DRAFT'] as const satisfies readonly RequestState[];

/** The secretariat decides only while the request is in one of these states. */
export const SEG_DECISION_FROM_STATES = [
  'PENDING',
  'TO_INTEGRATE',
] as const satisfies readonly RequestState[];

/** 'Inoltra', 'Rifiuta', 'Richiedi integrazione'. */
export const SEG_DECISION_STATES = [
  'SUBMITTED',
  'REJECTED',
  'TO_INTEGRATE',
] as const satisfies readonly RequestState[];
export type SegDecisionState = (typeof SEG_DECISION_STATES)[number];

/** The decision form starts on 'Richiedi integrazione'. */
export const SEG_DECISION_DEFAULT_STATE = 'TO_INTEGRATE' satisfies SegDecisionState;

/** Restore undoes a secretariat decision. */
export const RESTORE_FROM_STATES = [
  'SUBMITTED',
  'REJECTED',
  'TO_INTEGRATE',
  'INTEGRATED',
] as const satisfies readonly RequestState[];

/** Decisions taken in an open meeting; a meeting may revise its own earlier decision. */
export const MEETING_DECISION_STATES = [
  'ACCEPTED',
  'REJECTED_CER',
  'TO_INTEGRATE_CER',
] as const satisfies readonly RequestState[];
export type MeetingDecisionState = (typeof MEETING_DECISION_STATES)[number];
const MEETING_DECISION_FROM_STATES = ['SUBMITTED', ...MEETING_DECISION_STATES] as const;

/** The report may be uploaded only in these states, never by a requester. */
export const REPORT_UPLOAD_STATES = [
  'SUBMITTED',
  'TO_INTEGRATE_CER',
  'ACCEPTED',
  'REJECTED_CER',
] as const satisfies readonly RequestState[];

/**
 * Who attaches or replaces a request's report: the secretariat, or the request's rapporteur in the
 * meeting that holds it (a committee member, or the president when also a member).
 */
export const mayAttachReport = (role: RoleName, isRapporteur: boolean): boolean =>
  role === 'SEG' || (isRapporteur && (role === 'CET' || role === 'PRE'));

export const REPORT_RAPPORTEUR_ONLY_MESSAGE =
  'Il verbale lo caricano solo la segreteria o il relatore della richiesta nella riunione';

/**
 * Conflicts of interest: a committee member who declared one on a request is never its rapporteur,
 * never decides it and never writes its report. The server refuses (403) and the portal hides the
 * choice, from this one rule.
 */
export const hasConflictOfInterest = (
  userId: string | null | undefined,
  declarations: readonly { user: { _id: string } }[],
): boolean => userId != null && declarations.some((declaration) => declaration.user._id === userId);

export const CONFLICT_OF_INTEREST_MESSAGE =
  'Hai dichiarato un conflitto di interessi su questa richiesta: non puoi esserne relatore, deciderla né scriverne la relazione';

export const conflictedRapporteurMessage = (fullname: string): string =>
  `${fullname} ha dichiarato un conflitto di interessi su questa richiesta e non può esserne relatore`;

/** Integrations must be entered within this many days of the request for integration. */
export const INTEGRATION_DEADLINE_DAYS = 180;

interface EdgeRule {
  roles: readonly RoleName[];
  rapporteurRoles?: readonly RoleName[];
  user?: string;
  /** Targets that need a comment for the applicant. */
  commentRequiredFor?: readonly RequestState[];
  /** A meeting decision that repeats the current state changes nothing, so it is not an edge. */
  sameState?: boolean;
}

const edges = (
  action: TransitionAction,
  from: readonly RequestState[],
  to: readonly RequestState[],
  { roles, rapporteurRoles = [], user, commentRequiredFor = [], sameState = true }: EdgeRule,
): RequestTransition[] =>
  from.flatMap((source) =>
    to
      .filter((target) => sameState || target !== source)
      .map((target) => ({
        action,
        from: source,
        to: target,
        roles,
        rapporteurRoles,
        ...(user === undefined ? {} : { user }),
        commentRequired: commentRequiredFor.includes(target),
      })),
  );

export const REQUEST_TRANSITIONS: readonly RequestTransition[] = [
  ...edges('send', ['DRAFT', 'TO_INTEGRATE'], ['WAIT_PROT'], { roles: ['RIC'] }),
  ...edges('send', ['TO_INTEGRATE_CER'], ['WAIT_PROT_CER'], { roles: ['RIC'] }),
  ...edges('protocol', ['WAIT_PROT'], ['PENDING'], { roles: ['ADMIN'], user: JOB_USER }),
  ...edges('protocol', ['WAIT_PROT_CER'], ['SUBMITTED'], { roles: ['ADMIN'], user: JOB_USER }),
  ...edges('decide', SEG_DECISION_FROM_STATES, SEG_DECISION_STATES, {
    roles: ['SEG'],
    commentRequiredFor: ['TO_INTEGRATE'],
  }),
  ...edges('restore', RESTORE_FROM_STATES, ['PENDING'], { roles: ['SEG'] }),
  ...edges('meetingDecision', MEETING_DECISION_FROM_STATES, MEETING_DECISION_STATES, {
    roles: ['SEG', 'CET'],
    rapporteurRoles: ['CET'],
    commentRequiredFor: ['TO_INTEGRATE_CER'],
    sameState: false,
  }),
];

export const findTransition = (
  action: TransitionAction,
  from: RequestState,
  to: RequestState,
): RequestTransition | undefined =>
  REQUEST_TRANSITIONS.find(
    (transition) => transition.action === action && transition.from === from && transition.to === to,
  );

/** Whether reaching `to` through `action` needs a comment for the applicant. */
export const isCommentRequired = (action: TransitionAction, to: RequestState): boolean =>
  REQUEST_TRANSITIONS.some(
    (transition) => transition.action === action && transition.to === to && transition.commentRequired,
  );

/** The states an action may lead to from `from`, whoever asks. */
export const transitionTargets = (action: TransitionAction, from: RequestState): RequestState[] =>
  REQUEST_TRANSITIONS.filter((transition) => transition.action === action && transition.from === from).map(
    (transition) => transition.to,
  );

export interface TransitionAttempt {
  action: TransitionAction;
  from: RequestState;
  to: RequestState;
  role: RoleName;
  /** Fiscal code of the acting user. */
  user?: string;
  /** Whether the acting user is the request's rapporteur in the meeting. */
  isRapporteur?: boolean;
  /** A clone is the frozen version a meeting reviewed: nothing moves it. */
  isClone?: boolean;
  comment?: string | null;
}

export type TransitionRefusalReason = 'transition' | 'clone' | 'role' | 'user' | 'rapporteur' | 'comment';

/**
 * The error a refusal is answered with, by the server and the mock backend alike: a state that does
 * not allow it (409), a missing comment (400), or someone not allowed to (403).
 */
export const TRANSITION_REFUSAL_CODES = {
  transition: 'CONFLICT',
  clone: 'CONFLICT',
  comment: 'BAD_REQUEST',
  role: 'FORBIDDEN',
  user: 'FORBIDDEN',
  rapporteur: 'FORBIDDEN',
} as const satisfies Record<TransitionRefusalReason, ApiErrorCode>;

/**
 * Why an attempt is refused (Italian message for users), or null when the machine allows it.
 * `role`, `user` and `rapporteur` are permission refusals (403); the others are about the
 * request's state or the input.
 */
export interface TransitionRefusal {
  reason: TransitionRefusalReason;
  message: string;
}

const refuse = (reason: TransitionRefusalReason, message: string): TransitionRefusal => ({ reason, message });

export const checkTransition = (attempt: TransitionAttempt): TransitionRefusal | null => {
  const transition = findTransition(attempt.action, attempt.from, attempt.to);
  if (!transition)
    return refuse('transition', `Passaggio di stato non consentito: ${attempt.from} → ${attempt.to}`);
  if (attempt.isClone) return refuse('clone', 'Lo stato di una richiesta clonata non può essere modificato');
  if (!transition.roles.includes(attempt.role))
    return refuse('role', `Il ruolo ${attempt.role} non può eseguire questo passaggio di stato`);
  if (transition.user !== undefined && attempt.user !== transition.user)
    return refuse('user', 'Questo passaggio di stato è riservato alla procedura di protocollazione');
  if (transition.rapporteurRoles.includes(attempt.role) && !attempt.isRapporteur)
    return refuse('rapporteur', 'Solo il relatore assegnato può decidere su questa richiesta');
  if (transition.commentRequired && !attempt.comment?.trim())
    return refuse('comment', 'È necessario un commento per il richiedente');
  return null;
};

export const canTransition = (attempt: TransitionAttempt): boolean => checkTransition(attempt) === null;

/**
 * Whether a role may take an action on a request in its state at all, whatever the target: what a page
 * offers (the secretariat's decision, a restore), from the same edges the server checks an attempt by.
 * A meeting's frozen copy (isClone) offers nothing.
 */
export const offersAction = (
  action: TransitionAction,
  role: RoleName | null,
  { state, isClone }: { state: RequestState; isClone: boolean },
): boolean =>
  role !== null &&
  !isClone &&
  REQUEST_TRANSITIONS.some(
    (transition) =>
      transition.action === action && transition.from === state && transition.roles.includes(role),
  );

export const isRicEditable = (state: RequestState): boolean =>
  (RIC_EDITABLE_STATES as readonly RequestState[]).includes(state);

/** Sending leads to WAIT_PROT, or WAIT_PROT_CER after a meeting's integration request; null if not sendable. */
export const sendTarget = (from: RequestState): RequestState | null =>
  transitionTargets('send', from)[0] ?? null;

/** The protocol job moves WAIT_PROT to PENDING and WAIT_PROT_CER to SUBMITTED; null for any other state. */
export const protocolTarget = (from: RequestState): RequestState | null =>
  transitionTargets('protocol', from)[0] ?? null;

const lastLog = (logs: readonly RequestLog[]): RequestLog | undefined =>
  logs.reduce<RequestLog | undefined>(
    (latest, log) => (latest === undefined || Date.parse(log.date) >= Date.parse(latest.date) ? log : latest),
    undefined,
  );

/**
 * The 'integrated' rule of requests-and-sign-in section 4: a PENDING request whose logs contain an
 * UPDATE by role RIC (date: the last log's), or a SUBMITTED request whose last log is by role
 * ADMIN and user JOB (date: that log's). Otherwise null.
 */
export const integratedDate = (request: {
  state: RequestState;
  logs: readonly RequestLog[];
}): string | null => {
  const last = lastLog(request.logs);
  if (!last) return null;
  if (request.state === 'PENDING') {
    const integrated = request.logs.some((log) => log.operation === 'UPDATE' && log.role === 'RIC');
    return integrated ? last.date : null;
  }
  if (request.state === 'SUBMITTED') {
    return last.role === 'ADMIN' && last.user === JOB_USER ? last.date : null;
  }
  return null;
};
