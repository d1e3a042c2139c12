import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { homes } from '../db/schema';

/** The home page of the demo: what the committee does and how to submit. */
export const seedDemoHome = async (db: Db, adminId: string, now: Date) => {
  await db.insert(homes).values({
    id: newId(),
    header: '<h2>Comitato Etico Territoriale</h2>',
    body:
      '<p>Il portale raccoglie le richieste di parere per sperimentazioni cliniche, studi osservazionali e usi compassionevoli.</p>' +
      '<p>I richiedenti accedono con SPID o CIE, compilano la richiesta in tre passi e allegano i documenti previsti per la tipologia.</p>',
    footer:
      '<p>La segreteria risponde dal lunedì al venerdì, dalle 9 alle 13, ai recapiti in fondo alla pagina.</p>',
    created: now,
    updated: now,
    userId: adminId,
    updateUserId: adminId,
  });
};
