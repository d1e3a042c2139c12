import type { History, MyRegistration, Registration } from '@cet-portal/api-client';

/** A fiscal code with its check character that no demo account uses: someone signing up. */
export const NEW_PERSON = { fiscalCode: 'NVOPRS90A41H501J', name: 'Paola Nuovi' };

/** VAT numbers with their check digit: the demo company's, and one no company has yet. */
export const DEMO_COMPANY_VAT = '01234567897';
export const DEMO_COMPANY_NAME = 'Farmaceutica Alfa S.p.A.';
export const NEW_COMPANY_VAT = '07654321095';

export const CLAIMS: MyRegistration['claims'] = {
  fiscalCode: NEW_PERSON.fiscalCode,
  name: 'Paola',
  surname: 'Nuovi',
  email: 'paola.nuovi@example.it',
};

/** A registration as the server answers it; each story changes what it is about. */
export const makeRegistration = (overrides: Partial<Registration> = {}): Registration => ({
  _id: 'registration-001',
  user: { _id: 'user-new-001', fiscalCode: NEW_PERSON.fiscalCode, fullname: NEW_PERSON.name },
  name: 'Paola',
  surname: 'Nuovi',
  email: 'paola.nuovi@example.it',
  company: {
    _id: null,
    vat: NEW_COMPANY_VAT,
    name: 'Ricerca Clinica Beta S.r.l.',
    address: 'Via dei Mille 12, 20121 Milano (MI)',
    pec: 'ricercabeta@pec.example.it',
    proposed: true,
  },
  relation: 'PROMOTER_EMPLOYEE',
  delegationLetter: null,
  status: 'PENDING',
  refusalReason: null,
  submitted: '2026-11-27T09:30:00.000Z',
  decided: null,
  decidedBy: null,
  updated: '2026-11-27T09:30:00.000Z',
  ...overrides,
});

/** A CRO's registration for the demo company, with the promoter's letter. */
export const croRegistration = (overrides: Partial<Registration> = {}): Registration =>
  makeRegistration({
    _id: 'registration-002',
    user: { _id: 'user-new-002', fiscalCode: 'CRSGNN85C12F205L', fullname: 'Gianni Cerri' },
    name: 'Gianni',
    surname: 'Cerri',
    email: 'gianni.cerri@cro.example.it',
    company: {
      _id: 'company-001',
      vat: DEMO_COMPANY_VAT,
      name: DEMO_COMPANY_NAME,
      address: null,
      pec: null,
      proposed: false,
    },
    relation: 'DELEGATED_CRO',
    delegationLetter: { _id: 'document-letter-002', fileName: 'lettera-delega-alfa.pdf' },
    submitted: '2026-11-28T08:15:00.000Z',
    updated: '2026-11-28T08:15:00.000Z',
    ...overrides,
  });

/** What `registration.mine` answers: someone signed in with no account and nothing sent yet. */
export const makeMine = (overrides: Partial<MyRegistration> = {}): MyRegistration => ({
  mode: 'confirm',
  claims: CLAIMS,
  hasAccount: false,
  registration: null,
  ...overrides,
});

export const PERSON_HISTORY: History = {
  result: [
    {
      at: '2026-11-28T10:00:00.000Z',
      kind: 'state',
      who: 'Giulia Bianchi',
      fiscalCode: 'BNCGLI85M41F205B',
      role: 'SEG',
      description: 'Ha confermato la registrazione',
    },
    {
      at: '2026-11-27T09:30:00.000Z',
      kind: 'state',
      who: NEW_PERSON.name,
      fiscalCode: NEW_PERSON.fiscalCode,
      role: null,
      description: 'Ha inviato la registrazione',
    },
  ],
  total: 2,
};
