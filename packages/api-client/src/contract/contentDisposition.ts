// The `Content-Disposition` of a file answered as itself (`POST {API}/file`): written by the server and
// the mocks, read by the client. Hand-written rather than the `content-disposition` package: that one
// is CommonJS and needs Node's `path` and `Buffer`, which a browser bundle does not have.

/**
 * `attachment` with the name twice: plain ASCII for old clients, and UTF-8 in `filename*` (RFC 6266,
 * RFC 8187) for every other, so that 'Verbale è.pdf' arrives as it was stored.
 */
export const contentDisposition = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

/** `filename*`'s value: `charset'language'percent-encoded bytes` (RFC 8187, section 3.2). */
const decodeExtendedValue = (value: string): string | undefined => {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const [, charset = '', encoded = ''] = match;
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    if (charset.toLowerCase() === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  } catch {
    // A malformed escape: the plain `filename` is the fallback.
  }
  return undefined;
};

/** A parameter's value is a token or a quoted string, whose `\x` stands for `x`. */
const PARAMETER = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;

/**
 * The file name a `Content-Disposition` header gives: `filename*` when it is there and readable, else
 * `filename`; undefined when there is neither (or no header).
 */
export const fileNameOfDisposition = (header: string | null | undefined): string | undefined => {
  if (!header) return undefined;
  const parameters = new Map<string, string>();
  for (const [, name = '', raw = ''] of header.matchAll(PARAMETER)) {
    const key = name.toLowerCase();
    if (parameters.has(key)) continue;
    parameters.set(key, raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw.trim());
  }
  const extended = parameters.get('filename*');
  const decoded = extended === undefined ? undefined : decodeExtendedValue(extended);
  return decoded || parameters.get('filename') || undefined;
};
