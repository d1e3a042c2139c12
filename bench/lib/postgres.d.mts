/** A throw-away PostgreSQL cluster on loopback (postgres.mjs); `stop` ends it. */
export declare const startPostgres: () => { url: string; stop: () => void };
