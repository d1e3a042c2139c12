import { randomUUID } from 'node:crypto';
import { access, constants, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentStore, StoredObject } from './documentStore';
import { isSha256, READ_PIECE_BYTES } from './documentStore';

/** Files being written, renamed into place only once whole and on disk: a crash leaves them here. */
const PARTIAL_FOLDER = '.partial';

/**
 * Where uploads are staged while they arrive, whatever the store: the file store's own temporary
 * folder, so that a staged file is renamed into place without a copy, and its sweep removes what a
 * killed server left.
 */
export const partialFolderOf = (documentsFolder: string) => join(documentsFolder, PARTIAL_FOLDER);

/** Flushes a folder's entries (a rename into it) to disk; some file systems refuse, which costs nothing. */
const syncFolder = async (folder: string) => {
  const handle = await open(folder, 'r');
  try {
    await handle.sync().catch(() => {});
  } finally {
    await handle.close();
  }
};

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Documents as files under `folder` (DATA_DIR/documents), named by their SHA-256 in 256 subfolders by
 * its first two digits. A file is written under a temporary name in `.partial`, flushed to disk, then
 * renamed into place, so a name in the store always holds whole content.
 */
export const createFileStore = (folder: string): ContentStore => {
  const partial = partialFolderOf(folder);
  const pathOf = (sha256: string) => {
    if (!isSha256(sha256)) throw new Error(`Impronta non valida: ${sha256}`);
    return join(folder, sha256.slice(0, 2), sha256);
  };

  return {
    kind: 'file',
    put: async (sha256, bytes) => {
      const target = pathOf(sha256);
      await mkdir(partial, { recursive: true });
      await mkdir(join(folder, sha256.slice(0, 2)), { recursive: true });
      const temporary = join(partial, `${sha256}.${randomUUID()}`);
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      // Replaces a copy already there: the same bytes, and a new age the sweeper will respect.
      await rename(temporary, target);
      await syncFolder(join(folder, sha256.slice(0, 2)));
    },
    putStaged: async (sha256, staged) => {
      const target = pathOf(sha256);
      await mkdir(join(folder, sha256.slice(0, 2)), { recursive: true });
      // Staged in `.partial` on the same disk, already flushed: the rename is the whole write.
      await rename(staged.path, target);
      await syncFolder(join(folder, sha256.slice(0, 2)));
    },
    open: async (sha256) => {
      try {
        // Opened here, so that a missing file is null now rather than an error inside the stream.
        return (await open(pathOf(sha256), 'r')).createReadStream({ highWaterMark: READ_PIECE_BYTES });
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    get: async (sha256) => {
      try {
        return await readFile(pathOf(sha256));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    has: async (sha256) => {
      try {
        await access(pathOf(sha256));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    storedAt: async (sha256) => {
      try {
        return (await stat(pathOf(sha256))).mtime;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    delete: async (sha256) => {
      await rm(pathOf(sha256), { force: true });
    },
    list: async function* (): AsyncGenerator<StoredObject> {
      let shelves: string[];
      try {
        shelves = await readdir(folder);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const shelf of shelves.filter((name) => /^[0-9a-f]{2}$/.test(name)).sort()) {
        for (const name of (await readdir(join(folder, shelf))).sort()) {
          if (!isSha256(name) || !name.startsWith(shelf)) continue;
          const info = await stat(join(folder, shelf, name)).catch(() => null);
          if (info) yield { sha256: name, storedAt: info.mtime };
        }
      }
    },
    check: async () => {
      await mkdir(partial, { recursive: true });
      await access(partial, constants.W_OK);
      return `documenti nella cartella ${folder}, scrivibile`;
    },
    removeUnfinished: async (before) => {
      let names: string[];
      try {
        names = await readdir(partial);
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        const info = await stat(join(partial, name)).catch(() => null);
        if (info && info.mtime < before) {
          await rm(join(partial, name), { force: true });
          removed += 1;
        }
      }
      return removed;
    },
    describe: () => `cartella ${folder}`,
    close: async () => {},
  };
};
