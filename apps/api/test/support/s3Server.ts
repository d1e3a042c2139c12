import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { DocumentStoreSettings } from '../../src/config';

export const TEST_BUCKET = 'cet-documents';

/** s3rver's own fixed credentials: it checks the signature against them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server on a free loopback port, over a temporary folder, with the documents'
 * bucket made: object storage is outside the system, and s3rver stands in for it (docs/testing.md).
 */
export const startS3Server = async () => {
  const directory = await mkdtemp(join(tmpdir(), 'cet-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = {
    kind: 's3',
    s3: { endpoint, bucket: TEST_BUCKET, region: 'us-east-1', credentials: CREDENTIALS },
  } satisfies DocumentStoreSettings;
  return {
    endpoint,
    port,
    directory,
    settings,
    /** The same settings as the environment gives them, for a server started as a child process. */
    environment: {
      DOCUMENT_STORE: 's3',
      DOCUMENT_STORE_URL: endpoint,
      DOCUMENT_STORE_BUCKET: TEST_BUCKET,
      DOCUMENT_STORE_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      DOCUMENT_STORE_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
