import { parseArgs } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import { ConfigError, loadConfig, type ServerConfig } from '../config';
import { type Database, openDatabase } from '../db/database';
import { readDocumentContent } from '../db/queries/documents';
import { documents } from '../db/schema';
import {
  DOCUMENT_STORE_KINDS,
  type DocumentStore,
  type DocumentStoreKind,
  documentStoreOf,
  isContentStore,
} from '../documents/store/documentStore';
import { type MigrationReport, migrateDocuments } from '../documents/store/migration';
import { documentStoreKind, openDocumentStore } from '../documents/store/openDocumentStore';

const USAGE = [
  'Uso: documents migrate --to file|s3|database [--from file|s3|database]',
  '     documents verify',
  '',
  "migrate copia il contenuto di ogni documento dall'archivio attuale (DOCUMENT_STORE, o --from) a quello",
  "indicato da --to, e lo verifica con la sua impronta SHA-256. Ripetuto, salta ciò che l'archivio di",
  'destinazione ha già con l’impronta giusta. Non cambia archivio: dopo, imposta DOCUMENT_STORE e riavvia.',
  "verify rilegge ogni documento dall'archivio attuale e ne controlla l'impronta.",
  'Usa la configurazione del server (DATA_DIR o DATABASE_URL, DOCUMENT_STORE_*); con il database',
  'integrato ferma prima il server.',
].join('\n');

const NAMES: Record<DocumentStoreKind, string> = {
  file: 'file (cartella DATA_DIR/documents)',
  s3: 'object storage S3',
  database: 'database',
};

const isKind = (value: string | undefined): value is DocumentStoreKind =>
  DOCUMENT_STORE_KINDS.some((kind) => kind === value);

/** The configuration with DOCUMENT_STORE set to `kind`: the settings the target store would be opened with. */
const configWith = (env: NodeJS.ProcessEnv, kind: DocumentStoreKind | undefined): ServerConfig =>
  loadConfig(kind ? { ...env, DOCUMENT_STORE: kind } : env);

const summary = (report: MigrationReport) =>
  `contenuti: ${report.contents}; copiati e verificati: ${report.copied}; già presenti con l'impronta giusta: ${report.present}; non copiati: ${report.failed.length}`;

const closeStore = async (store: DocumentStore) => {
  if (isContentStore(store)) await store.close();
};

const migrate = async (
  database: Database,
  config: ServerConfig,
  target: ServerConfig,
  to: DocumentStoreKind,
): Promise<number> => {
  const from = documentStoreKind(config.documentStore, database.kind);
  if (from === to) {
    console.error(`I documenti sono già nell'archivio ${NAMES[to]}: indica con --to un archivio diverso`);
    return 2;
  }
  const store = await openDocumentStore(target.documentStore, {
    dataDir: config.dataDir,
    databaseKind: database.kind,
  });
  try {
    if (isContentStore(store)) await store.check();
    console.log(`Copia dei documenti: da ${NAMES[from]} a ${NAMES[to]}`);
    let shown = 0;
    const report = await migrateDocuments(database, store, (progress) => {
      const done = progress.copied + progress.present + progress.failed.length;
      if (done - shown >= 100) {
        shown = done;
        console.log(`… ${done} di ${progress.contents}`);
      }
    });
    for (const failure of report.failed) {
      console.error(`Documento ${failure.documentId} non copiato: ${failure.reason}`);
    }
    console.log(summary(report));
    if (report.failed.length > 0) {
      console.error(
        'Copia incompleta: correggi la causa e ripeti il comando, che riprende da dove è arrivato.',
      );
      return 1;
    }
    console.log(
      `Copia completa. Per usare il nuovo archivio imposta DOCUMENT_STORE=${to} e riavvia il server.`,
    );
    return 0;
  } finally {
    await closeStore(store);
  }
};

const verify = async (database: Database): Promise<number> => {
  const store = documentStoreOf(database);
  const rows = await database.db
    .select({ id: documents.id, sha256: documents.sha256 })
    .from(documents)
    .orderBy(asc(documents.id));
  let damaged = 0;
  for (const row of rows) {
    try {
      await readDocumentContent(database.db, store, row);
    } catch (error) {
      damaged += 1;
      console.error(`Documento ${row.id}: ${(error as Error).message}`);
    }
  }
  console.log(`Documenti verificati: ${rows.length}; illeggibili o danneggiati: ${damaged}`);
  return damaged === 0 ? 0 : 1;
};

/**
 * `documents migrate --to …` and `documents verify`, from the server's shell, with the server's own
 * settings. Returns the exit code: 0 done, 1 something could not be copied or read (or nothing could
 * be opened), 2 wrong usage.
 */
export const runDocumentsCommand = async (
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> => {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command !== 'migrate' && command !== 'verify') {
    console.error(`Comando sconosciuto: ${command}\n\n${USAGE}`);
    return 2;
  }
  let options: { to?: string | undefined; from?: string | undefined };
  try {
    options = parseArgs({
      args: rest,
      options: { to: { type: 'string' }, from: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`opzioni non valide (${(error as Error).message})\n\n${USAGE}`);
    return 2;
  }
  const { to, from } = options;
  if (command === 'migrate' && !isKind(to)) {
    console.error(`--to deve essere uno tra ${DOCUMENT_STORE_KINDS.join(', ')}\n\n${USAGE}`);
    return 2;
  }
  if (from !== undefined && !isKind(from)) {
    console.error(`--from deve essere uno tra ${DOCUMENT_STORE_KINDS.join(', ')}\n\n${USAGE}`);
    return 2;
  }
  let config: ServerConfig;
  let target: ServerConfig | undefined;
  try {
    config = configWith(env, from);
    target = isKind(to) ? configWith(env, to) : undefined;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    console.error(`Impossibile aprire il database: ${(error as Error).message}`);
    return 1;
  }
  try {
    // The command moves what a server wrote: it prepares no database itself (admin create does).
    const [schema] = await database.rows<{ ready: boolean }>(
      sql`select to_regclass('documents') is not null as ready`,
    );
    if (!schema?.ready) {
      console.error(
        'Il database non contiene ancora le tabelle del portale: avvia il server una volta, poi ripeti il comando',
      );
      return 1;
    }
    if (command === 'verify' || !target || !isKind(to)) return await verify(database);
    return await migrate(database, config, target, to);
  } catch (error) {
    console.error(`Operazione interrotta: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
};
