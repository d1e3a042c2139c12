import type { RegistrationRelation, RegistrationStatus, SelfRegistrationMode } from '../registration';

/**
 * The rules of applicants' sign-up, written once for the server and the mocks (and read by the portal
 * to say the same thing before a call is made).
 */
export const REGISTRATION_REFUSALS = {
  /** `SELF_REGISTRATION=off`: who to ask instead, with the secretariat's contacts. */
  closed: (contacts: string) =>
    `La registrazione autonoma non è attiva: per ottenere un'utenza scrivi alla segreteria del comitato (${contacts}).`,
  alreadyRegistered: 'Hai già un’utenza sul portale: non serve registrarti',
  alreadyPending: 'La tua registrazione è già in attesa di conferma da parte della segreteria',
  alreadyConfirmed: 'La tua registrazione è già stata confermata',
  letterRequired: 'Una CRO delegata deve allegare la lettera di delega del promotore',
  unknownCompany: 'Nessun ente registrato con questa partita IVA: proponilo come nuovo ente',
  companyExists: 'Un ente con questa partita IVA è già registrato: sceglilo tra gli enti registrati',
  notFound: 'Registrazione non trovata',
  notPending: 'La registrazione non è più in attesa: è già stata confermata o rifiutata',
  ownRegistration: 'Non puoi confermare o rifiutare la tua stessa registrazione',
  /** request.send by an applicant whose registration is not confirmed. */
  sendWhilePending:
    'La tua registrazione è in attesa di conferma da parte della segreteria: potrai inviare le richieste dopo la conferma',
  sendWhileRefused:
    'La tua registrazione è stata rifiutata: correggila e inviala di nuovo per poter inviare le richieste',
} as const;

/** Why an applicant with this registration may not send a request, or null when they may. */
export const registrationSendRefusal = (status: RegistrationStatus | null): string | null => {
  if (status === 'PENDING') return REGISTRATION_REFUSALS.sendWhilePending;
  if (status === 'REFUSED') return REGISTRATION_REFUSALS.sendWhileRefused;
  return null;
};

/** A CRO acts for a promoter only with its letter of delegation. */
export const relationNeedsLetter = (relation: RegistrationRelation): boolean => relation === 'DELEGATED_CRO';

/** Whether a registration sent in this mode is confirmed at once: `open`, naming a registered company. */
export const confirmedOnSubmit = (mode: SelfRegistrationMode, companyKind: 'existing' | 'new'): boolean =>
  mode === 'open' && companyKind === 'existing';

/** Why the person may not send (or send again) a registration in its present status, or null. */
export const submitRefusal = (status: RegistrationStatus | null): string | null => {
  if (status === 'PENDING') return REGISTRATION_REFUSALS.alreadyPending;
  if (status === 'CONFIRMED') return REGISTRATION_REFUSALS.alreadyConfirmed;
  return null;
};

/** Why the secretariat may not decide on this registration, or null when it may. */
export const decisionRefusal = (
  registration: { status: RegistrationStatus; userId: string },
  deciderId: string,
): string | null => {
  if (registration.userId === deciderId) return REGISTRATION_REFUSALS.ownRegistration;
  if (registration.status !== 'PENDING') return REGISTRATION_REFUSALS.notPending;
  return null;
};
