import type { RoleName } from './enums';

/** The company of the demo applicants (ARCHITECTURE.md, "Demo accounts"). */
export const DEMO_COMPANY = { vat: '01234567897', name: 'Farmaceutica Alfa S.p.A.' } as const;

export interface DemoAccount {
  fiscalCode: string;
  name: string;
  surname: string;
  roles: readonly RoleName[];
  /** Works for the demo company. */
  corporate: boolean;
  /** Where the demo's notifications go: reserved `.example` domains, never a real mailbox. */
  email: string;
}

/**
 * The embedded issuer's demo accounts (ARCHITECTURE.md): fixed, with valid check characters. The
 * server seeds them, the mocks act as them, tests and docs rely on them.
 */
export const DEMO_ACCOUNTS = {
  marioRossi: {
    fiscalCode: 'RSSMRA80A01H501U',
    name: 'Mario',
    surname: 'Rossi',
    roles: ['RIC'],
    email: 'mario.rossi@farmaceutica-alfa.example',
    corporate: true,
  },
  luigiVerdi: {
    fiscalCode: 'VRDLGU82B02F205Z',
    name: 'Luigi',
    surname: 'Verdi',
    roles: ['RIC'],
    email: 'luigi.verdi@farmaceutica-alfa.example',
    corporate: true,
  },
  giuliaBianchi: {
    fiscalCode: 'BNCGLI85M41F205B',
    name: 'Giulia',
    surname: 'Bianchi',
    roles: ['SEG'],
    email: 'giulia.bianchi@comitato-etico.example',
    corporate: false,
  },
  paoloNeri: {
    fiscalCode: 'NREPLA75C12L219G',
    name: 'Paolo',
    surname: 'Neri',
    roles: ['CET'],
    email: 'paolo.neri@comitato-etico.example',
    corporate: false,
  },
  saraGialli: {
    fiscalCode: 'GLLSRA78D45G273A',
    name: 'Sara',
    surname: 'Gialli',
    roles: ['CET'],
    email: 'sara.gialli@comitato-etico.example',
    corporate: false,
  },
  annaFerrari: {
    fiscalCode: 'FRRNNA70D50H501R',
    name: 'Anna',
    surname: 'Ferrari',
    roles: ['PRE'],
    email: 'anna.ferrari@comitato-etico.example',
    corporate: false,
  },
  marcoColombo: {
    fiscalCode: 'CLMMRC72E10F205F',
    name: 'Marco',
    surname: 'Colombo',
    roles: ['ADMIN'],
    email: 'marco.colombo@comitato-etico.example',
    corporate: false,
  },
  lauraRicci: {
    fiscalCode: 'RCCLRA80A41H501A',
    name: 'Laura',
    surname: 'Ricci',
    roles: ['SEG', 'CET'],
    email: 'laura.ricci@comitato-etico.example',
    corporate: false,
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;
