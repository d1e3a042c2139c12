import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey as JoseCryptoKey,
  type JWK,
} from 'jose';

export const SIGNING_ALGORITHM = 'RS256';

/** The embedded issuer's key: it signs access tokens; its public part verifies them. */
export interface SigningKey {
  kid: string;
  privateKey: JoseCryptoKey;
  /** Public JWK with `kid`, `alg` and `use`, ready for a JWKS document. */
  publicJwk: JWK;
  /** Private JWK with the same `kid`, for an issuer that takes keys as JWKs (oidc-provider). */
  privateJwk: JWK;
}

const PRIVATE_FILE = 'signing-key.private.jwk.json';
const PUBLIC_FILE = 'signing-key.public.jwk.json';

const readJwk = async (path: string): Promise<JWK | undefined> => {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

const createKeyFiles = async (folder: string): Promise<JWK> => {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig' };
  await mkdir(folder, { recursive: true, mode: 0o700 });
  // `wx` fails if another process created the key meanwhile: then that key is the one to use.
  await writeFile(join(folder, PRIVATE_FILE), JSON.stringify(privateJwk), { mode: 0o600, flag: 'wx' });
  await writeFile(
    join(folder, PUBLIC_FILE),
    JSON.stringify({ ...publicJwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' }),
  );
  return privateJwk;
};

const publicPart = ({ kty, n, e, kid, alg, use }: JWK): JWK => ({ kty, n, e, kid, alg, use });

/**
 * The RS256 key pair kept in `<dataDir>/keys/`, created on first start. The private JWK file is
 * readable by its owner only (0600).
 */
export const loadSigningKey = async (dataDir: string): Promise<SigningKey> => {
  const folder = join(dataDir, 'keys');
  const privatePath = join(folder, PRIVATE_FILE);
  let privateJwk = await readJwk(privatePath);
  if (!privateJwk) {
    try {
      privateJwk = await createKeyFiles(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      privateJwk = await readJwk(privatePath);
    }
  }
  if (!privateJwk?.kid) throw new Error(`Chiave di firma non leggibile in ${privatePath}`);
  await chmod(privatePath, 0o600);
  const privateKey = await importJWK(privateJwk, SIGNING_ALGORITHM);
  if (privateKey instanceof Uint8Array) throw new Error('La chiave di firma deve essere una chiave RSA');
  return { kid: privateJwk.kid, privateKey, publicJwk: publicPart(privateJwk), privateJwk };
};
