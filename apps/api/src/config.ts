import { resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'usa true o false' })
  .transform((value) => value === 'true' || value === '1');

const environmentSchema = z.object({
  PORT: z.coerce.number({ message: 'deve essere un numero' }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .url({ message: 'deve essere un URL postgres://…' })
    .refine((url) => /^postgres(ql)?:\/\//.test(url), {
      message: 'deve iniziare con postgres:// o postgresql://',
    })
    .optional(),
  PORTAL_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: booleanFlag.default(true),
  MANUAL_URL: z.url({ message: 'deve essere un URL' }).optional(),
});

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database; unused when `databaseUrl` is set. */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl?: string | undefined;
  /** Built portal to serve at `/`; none in API-only set-ups and tests. */
  portalDist?: string | undefined;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  demoData: boolean;
  /** An external user manual; without it the portal links its own guides. */
  manualUrl?: string | undefined;
}

/** A configuration error names the variable and what is wrong with it, so start-up can stop with one clear line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Configurazione non valida: ${problems}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    portalDist: value.PORTAL_DIST ? resolve(value.PORTAL_DIST) : undefined,
    logLevel: value.LOG_LEVEL,
    demoData: value.DEMO_DATA,
    manualUrl: value.MANUAL_URL,
  };
};
