/**
 * What people typed (a study's title, a meeting's subject, a name, a comment), set into the
 * portal's e-mails so that it can never pass for the portal's own words: no line break of its own
 * in a line of the message, no invisible or direction-changing character, its edges marked, and no
 * address a mail program would turn into a link. The only links of an e-mail are the portal's
 * (the page and the preferences, added by the delivery job from PUBLIC_URL).
 */

/**
 * Controls (CR, LF, TAB, NUL, C1), the line and paragraph separators, zero-width characters and the
 * bidirectional marks, embeddings, overrides and isolates: each becomes a space.
 */
const BREAKING = /[\p{Cc}\u2028\u2029\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu;

/** The quotes that mark typed text: typed ones become single guillemets, so none closes the quote early. */
const GUILLEMETS = /[«»]/g;

/** Top-level domains mail programs turn into links by themselves (`evil.example` stays as typed). */
const LINKED_DOMAINS =
  'com|net|org|info|biz|io|co|me|app|dev|xyz|online|site|top|link|click|eu|it|uk|de|fr|es|ch|at|nl|be|us|ru|cn|gov|edu|example';

/**
 * Addresses a mail program links: a scheme (`https://`, `mailto:`), `www.`, an e-mail address or a
 * host under a common top-level domain. Matched case-insensitively; the dots and colons get brackets.
 */
const ADDRESS = new RegExp(
  [
    '\\b[a-z][a-z0-9+.-]*:\\/\\/\\S*',
    '\\b(?:mailto|tel|sms|callto|file|data|javascript):\\S+',
    '\\bwww\\.\\S*',
    '[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}.-]+',
    `\\b(?:[\\p{L}\\p{N}-]+\\.)+(?:${LINKED_DOMAINS})\\b\\S*`,
  ].join('|'),
  'giu',
);

/** `https://evil.example/x` → `https[:]//evil[.]example/x`: readable, never a link. */
const unlinked = (text: string) =>
  text.replace(ADDRESS, (address) => address.replaceAll('.', '[.]').replace(/:/g, '[:]'));

/** One line of typed text, as it stands inside a line of the portal's: spaces for breaks, no links. */
export const oneLine = (text: string): string =>
  unlinked(text.replace(BREAKING, ' ').replace(/\s+/g, ' ').trim()).replace(GUILLEMETS, (mark) =>
    mark === '«' ? '‹' : '›',
  );

/** A title, a subject or a name in a message: one line, between « and ». */
export const quoted = (text: string): string => `«${oneLine(text)}»`;

/**
 * A comment of several lines, set apart after the line that says who wrote it: each of its lines
 * starts with `> `, so none can pass for a line of the portal's.
 */
export const quotedBlock = (text: string): string[] => {
  const lines = text
    .replace(/\r\n?|[\u2028\u2029\u0085\v\f]/g, '\n')
    .split('\n')
    .map((line) => unlinked(line.replace(BREAKING, ' ').replace(/\s+/g, ' ').trim()));
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return (lines.length > 0 ? lines : ['']).map((line) => (line === '' ? '>' : `> ${line}`));
};
