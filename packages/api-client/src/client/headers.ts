import type { HttpMethod } from '../contract/enums';
import { ACCEPT_HEADER, XSRF_COOKIE, XSRF_HEADER } from '../contract/httpHeaders';

/** Reads a cookie in a browser; Node has no `document`, so there is nothing to read. */
export const readCookie = (name: string): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
};

/** Absolute or protocol-relative: the XSRF cookie must not leak to another origin. */
export const isAbsoluteUrl = (url: string): boolean => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);

interface HeaderOptions {
  url: string;
  method: HttpMethod;
  token: string | null | undefined;
  /** The body's type; null for form data, whose boundary fetch writes itself. @default JSON */
  contentType?: string | null | undefined;
}

/**
 * The spec's generic HTTP layer: Accept, the body's type (JSON unless told), the bearer token when
 * there is one, and the XSRF header on state-changing logical methods sent to a relative address.
 */
export const buildHeaders = ({
  url,
  method,
  token,
  contentType = 'application/json',
}: HeaderOptions): Record<string, string> => {
  const headers: Record<string, string> = { Accept: ACCEPT_HEADER };
  if (contentType) headers['Content-Type'] = contentType;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (method !== 'GET' && !isAbsoluteUrl(url)) {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }
  return headers;
};
