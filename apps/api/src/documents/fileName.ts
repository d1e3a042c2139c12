/**
 * Characters a file name never keeps: controls (NUL, CR/LF, tabs…), which break headers and logs, and
 * the bidirectional marks and overrides, which make `invoice\u202Efdp.exe.pdf` read as `invoiceexe.pdf`.
 */
const INVISIBLE = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** In code points: well inside the 255 bytes of common file systems, even for accented names. */
export const MAX_FILE_NAME_LENGTH = 120;

/** An extension longer than this is part of the name, not a type to keep (`a.verylongwordwithoutdots`). */
const MAX_EXTENSION_LENGTH = 10;

const DEFAULT_FALLBACK = 'documento';

const truncateKeepingExtension = (name: string): string => {
  const characters = [...name];
  if (characters.length <= MAX_FILE_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  const kept = extension.length > 1 && extension.length <= MAX_EXTENSION_LENGTH + 1 ? extension : [];
  const stem = characters
    .slice(0, MAX_FILE_NAME_LENGTH - kept.length)
    .join('')
    .trimEnd();
  return `${stem}${kept.join('')}`;
};

/**
 * The name a file is stored and shown under: the last segment of whatever path was given (a browser
 * or a crafted request may send `..\\..\\x.pdf` or `/etc/passwd.pdf`), in Unicode NFC (so one name
 * has one spelling), without invisible characters, at most MAX_FILE_NAME_LENGTH code points with
 * its extension kept, and never empty, `.` or `..` (`fallback` instead).
 */
export const safeFileName = (name: string, fallback = DEFAULT_FALLBACK): string => {
  const visible = name.normalize('NFC').replace(INVISIBLE, '');
  const base = (visible.split(/[/\\]/).pop() ?? '').trim();
  const named = base === '' || /^\.+$/.test(base) ? fallback : base;
  return truncateKeepingExtension(named);
};
