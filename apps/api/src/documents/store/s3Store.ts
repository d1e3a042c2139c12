import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ContentStore, StoredObject } from './documentStore';
import { isSha256, READ_PIECE_BYTES } from './documentStore';

export interface S3StoreSettings {
  /** The service's address (`DOCUMENT_STORE_URL`); none for AWS itself, whose address follows the region. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  /** Without them the SDK's own chain answers (AWS_* variables, a role of the machine). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Every document's key begins so, which leaves the rest of a shared bucket alone. */
const PREFIX = 'documents/';

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Documents as objects of an S3-compatible bucket, keyed `documents/<first two digits>/<sha256>`,
 * through the official AWS SDK. A put answers only once the service holds the whole object (the SDK
 * sends a checksum the service checks), so the row after it never names missing content.
 */
export const createS3Store = ({ endpoint, bucket, region, credentials }: S3StoreSettings): ContentStore => {
  const client = new S3Client({
    region,
    ...(endpoint ? { endpoint } : {}),
    // Buckets as paths: what MinIO, Ceph and most services other than AWS's own address expect.
    forcePathStyle: Boolean(endpoint),
    ...(credentials ? { credentials } : {}),
  });
  const keyOf = (sha256: string) => {
    if (!isSha256(sha256)) throw new Error(`Impronta non valida: ${sha256}`);
    return `${PREFIX}${sha256.slice(0, 2)}/${sha256}`;
  };
  const where = `bucket ${bucket}${endpoint ? ` su ${endpoint}` : ''}`;

  return {
    kind: 's3',
    put: async (sha256, bytes) => {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(sha256),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    putStaged: async (sha256, staged) => {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(sha256),
            Body: createReadStream(staged.path, { highWaterMark: READ_PIECE_BYTES }),
            ContentLength: staged.size,
            ContentType: 'application/octet-stream',
            // Known beforehand, so the SDK sends it as a header the service checks, rather than
            // computing one as a trailer of a chunked body, which not every S3-compatible service reads.
            ChecksumSHA256: Buffer.from(sha256, 'hex').toString('base64'),
          }),
        );
      } finally {
        await rm(staged.path, { force: true });
      }
    },
    open: async (sha256) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    get: async (sha256) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    has: async (sha256) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    storedAt: async (sha256) => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
        return head.LastModified ?? new Date(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    delete: async (sha256) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
    },
    list: async function* (): AsyncGenerator<StoredObject> {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: PREFIX, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(object.Key.lastIndexOf('/') + 1) ?? '';
          if (isSha256(name) && object.Key === keyOf(name)) {
            yield { sha256: name, storedAt: object.LastModified ?? new Date(0) };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    check: async () => {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
      return `documenti nel ${where}, raggiungibile`;
    },
    // A put is one request, whole or absent: nothing is left half-written.
    removeUnfinished: async () => 0,
    describe: () => where,
    close: async () => client.destroy(),
  };
};
