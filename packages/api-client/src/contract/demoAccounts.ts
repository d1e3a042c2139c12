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
    corporate: true,
  },
  luigiVerdi: {
    fiscalCode: 'VRDLGU82B02F205Z',
    name: 'Luigi',
    surname: 'Verdi',
    roles: ['RIC'],
    corporate: true,
  },
  giuliaBianchi: {
    fiscalCode: 'BNCGLI85M41F205B',
    name: 'Giulia',
    surname: 'Bianchi',
    roles: ['SEG'],
    corporate: false,
  },
  paoloNeri: {
    fiscalCode: 'NREPLA75C12L219G',
    name: 'Paolo',
    surname: 'Neri',
    roles: ['CET'],
    corporate: false,
  },
  saraGialli: {
    fiscalCode: 'GLLSRA78D45G273A',
    name: 'Sara',
    surname: 'Gialli',
    roles: ['CET'],
    corporate: false,
  },
  annaFerrari: {
    fiscalCode: 'FRRNNA70D50H501R',
    name: 'Anna',
    surname: 'Ferrari',
    roles: ['PRE'],
    corporate: false,
  },
  marcoColombo: {
    fiscalCode: 'CLMMRC72E10F205F',
    name: 'Marco',
    surname: 'Colombo',
    roles: ['ADMIN'],
    corporate: false,
  },
  lauraRicci: {
    fiscalCode: 'RCCLRA80A41H501A',
    name: 'Laura',
    surname: 'Ricci',
    roles: ['SEG', 'CET'],
    corporate: false,
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;
