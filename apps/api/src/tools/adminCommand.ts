import { parseArgs } from 'node:util';
import {
  createPersonInputSchema,
  isPersonIdentityCode,
  italianIssues,
  userEmailSchema,
} from '@cet-portal/api-client/contract';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { type AdministratorOutcome, ensureAdministrator } from '../setup/administrators';
import { prepareDatabase } from '../setup/databasePlugin';

const USAGE = [
  'Uso: admin create --fiscal-code CODICE_FISCALE --name NOME --surname COGNOME [--email INDIRIZZO]',
  '',
  "Crea l'utente con il ruolo ADMIN, o aggiunge ADMIN ai ruoli di un utente che esiste già.",
  'Usa il database della configurazione del server (DATA_DIR o DATABASE_URL).',
].join('\n');

/** The person as the user panel would take it: the contract's fields, and a real fiscal code or eIDAS identifier. */
const createInputSchema = z.strictObject({
  fiscalCode: createPersonInputSchema.shape.fiscalCode.refine(isPersonIdentityCode, {
    message:
      'codice fiscale non valido: servono 16 caratteri con il carattere di controllo corretto (o un identificativo eIDAS NOME_COGNOME_DATA)',
  }),
  name: createPersonInputSchema.shape.name,
  surname: createPersonInputSchema.shape.surname,
  email: userEmailSchema.optional(),
});

const OUTCOME_MESSAGES: Record<Exclude<AdministratorOutcome['kind'], 'company'>, (who: string) => string> = {
  created: (who) => `Creato l'amministratore ${who}`,
  promoted: (who) => `${who} esisteva già: aggiunto il ruolo ADMIN`,
  updated: (who) => `${who} è già amministratore: completati nome, cognome o e-mail`,
  alreadyAdmin: (who) => `${who} è già amministratore: nessuna modifica`,
};

/** Each field of the input by the option that gives it, for the refusal's message. */
const OPTION_OF: Record<string, string> = {
  fiscalCode: '--fiscal-code',
  name: '--name',
  surname: '--surname',
  email: '--email',
};

/** The options of `create`, or the message of their refusal. */
const createInput = (args: string[]) => {
  try {
    const { values } = parseArgs({
      args,
      options: {
        'fiscal-code': { type: 'string' },
        name: { type: 'string' },
        surname: { type: 'string' },
        email: { type: 'string' },
      },
      strict: true,
    });
    const input = {
      fiscalCode: values['fiscal-code'],
      name: values.name,
      surname: values.surname,
      email: values.email,
    };
    const missing = (['fiscal-code', 'name', 'surname'] as const).filter(
      (option) => values[option] === undefined,
    );
    if (missing.length > 0)
      return {
        success: false,
        message: `mancano ${missing.map((option) => `--${option}`).join(', ')}`,
      } as const;
    const parsed = createInputSchema.safeParse(input, { error: italianIssues().localeError });
    if (parsed.success) return parsed;
    const problems = parsed.error.issues.map(
      (issue) => `${OPTION_OF[String(issue.path[0])] ?? 'opzioni'}: ${issue.message}`,
    );
    return { success: false, message: `Dati non validi: ${problems.join('; ')}` } as const;
  } catch (error) {
    // parseArgs names the unknown option, or the one without a value, in English; the usage says the rest.
    return { success: false, message: `opzioni non valide (${(error as Error).message})` } as const;
  }
};

/**
 * `admin create …`: the first administrator of an installation, from the server's shell. Opens the
 * database the server's configuration names, prepares it as a starting server does (migrations and
 * first-day data under the same lock), makes the person ADMIN (audited as the server itself, from the
 * command line) and closes it. Returns the exit code: 0 done or nothing to do, 1 refused, 2 wrong usage.
 */
export const runAdminCommand = async (
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> => {
  const [command, ...options] = args;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command !== 'create') {
    console.error(`Comando sconosciuto: ${command}\n\n${USAGE}`);
    return 2;
  }
  const input = createInput(options);
  if (!input.success) {
    console.error(`${input.message}\n\n${USAGE}`);
    return 2;
  }
  const person = input.data;
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const database = await openDatabase(config);
  try {
    const done: { outcome?: AdministratorOutcome } = {};
    // Inside the start-up lock, so a server starting meanwhile never seeds around a half-made user.
    await prepareDatabase(database, config, async () => {
      done.outcome = await ensureAdministrator(database.db, person, 'command.adminCreate');
    });
    const { outcome } = done;
    if (!outcome) throw new Error('il database non ha risposto');
    if (outcome.kind === 'company') {
      console.error(
        `${person.fiscalCode} è il codice di un ente, non di una persona: non può essere amministratore`,
      );
      return 1;
    }
    console.log(OUTCOME_MESSAGES[outcome.kind](`${outcome.fullname} (${person.fiscalCode})`));
    return 0;
  } catch (error) {
    console.error(`Impossibile creare l'amministratore: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
};
