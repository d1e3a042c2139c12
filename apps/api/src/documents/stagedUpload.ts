import { createHash, randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { badRequest } from '../core/refusal';
import { tooLarge } from './dataUrl';
import { checkFileType } from './fileType';

/** An upload written whole to a temporary file, with what was learnt on the way. */
export interface StagedUpload {
  path: string;
  size: number;
  sha256: string;
  /** Read from the first bytes and checked against the name's extension. */
  contentType: string;
}

/**
 * Bytes read before the type is decided: enough for every signature the allow-list knows (file-type
 * reads at most a few KiB, a ZIP's first entries included), little enough to hold for each upload.
 */
const HEAD_BYTES = 64 * 1024;

/**
 * Streams an upload into a temporary file of `folder`: the type is checked from the first bytes
 * before anything is written (415), the size as the bytes arrive (413, the rest never read), the
 * SHA-256 on the way; the file is flushed to disk before it resolves. On any refusal or failure the
 * temporary file is removed, so nothing is stored.
 */
export const stageUpload = async (
  source: Readable,
  { folder, fileName, maxBytes }: { folder: string; fileName: string; maxBytes: number },
): Promise<StagedUpload> => {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  let contentType: string | null = null;
  let file: { path: string; handle: FileHandle } | null = null;

  const write = async (bytes: Buffer) => {
    if (!file) {
      await mkdir(folder, { recursive: true });
      const path = join(folder, `upload.${randomUUID()}`);
      file = { path, handle: await open(path, 'wx') };
    }
    hash.update(bytes);
    await file.handle.write(bytes);
  };
  /** The type from the first bytes, before any of them is written. */
  const checkHead = async () => {
    const bytes = Buffer.concat(head);
    contentType = await checkFileType(bytes, fileName);
    await write(bytes);
  };

  try {
    for await (const chunk of source) {
      const bytes = chunk as Buffer;
      size += bytes.length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      if (contentType) await write(bytes);
      else {
        head.push(bytes);
        if (size >= HEAD_BYTES) await checkHead();
      }
    }
    if (size === 0) throw badRequest('Il file è vuoto');
    // A file shorter than the head: its type is read from all of it.
    if (!contentType) await checkHead();
    const { path, handle } = file as unknown as { path: string; handle: FileHandle };
    await handle.sync();
    await handle.close();
    file = null;
    return { path, size, sha256: hash.digest('hex'), contentType: contentType as unknown as string };
  } catch (error) {
    // What is left of the file is let through to nothing, neither held nor written, so that the
    // request ends and the caller reads the refusal instead of a connection cut while it sends.
    source.resume();
    const left = file as { path: string; handle: FileHandle } | null;
    if (left) {
      await left.handle.close().catch(() => {});
      await rm(left.path, { force: true });
    }
    throw error;
  }
};
