import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentDisposition } from '../contract/contentDisposition';
import { makeDocument } from '../msw/fixtures/factories';
import { ApiError } from './apiError';
import type { ApiClientOptions } from './createApiClient';
import { createFileClient } from './fileClient';

interface Captured {
  url: string;
  init: RequestInit;
}

/** A fetch that writes down what it was sent and answers each request with the next response. */
const answering = (...responses: (() => Response)[]) => {
  const calls: Captured[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses[Math.min(calls.length, responses.length) - 1];
    if (!next) throw new Error('no response prepared');
    return next();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
};

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fileAnswer = (bytes: string, fileName: string, contentType: string) => () =>
  new Response(bytes, {
    headers: { 'Content-Type': contentType, 'Content-Disposition': contentDisposition(fileName) },
  });

const clientWith = (fetch: typeof globalThis.fetch, overrides: Partial<ApiClientOptions> = {}) =>
  createFileClient({
    baseUrl: '/api/',
    getToken: () => 'token-123',
    getRole: () => 'SEG',
    fetch,
    ...overrides,
  });

const headersOf = (captured: Captured | undefined) => new Headers(captured?.init.headers);

/** The multipart body as the wire carries it. */
const wireOf = async (captured: Captured | undefined) => {
  const request = new Request('http://localhost/api/upload', {
    method: 'POST',
    body: captured?.init.body ?? null,
  });
  return { contentType: request.headers.get('Content-Type'), text: await request.text() };
};

const pdf = (name = 'Protocollo.pdf') => new File(['%PDF-1.7 contenuto'], name, { type: 'application/pdf' });

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadFile', () => {
  it('posts multipart to {baseUrl}/upload: the fields in order, then the file, and resolves to the document', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc123' });
    const stored = makeDocument({ fileName: 'Protocollo.pdf', type: 'Protocollo dello studio' });
    const { fetch, calls } = answering(json({ data: stored }));

    const document = await clientWith(fetch).uploadFile(pdf(), {
      type: 'Protocollo dello studio',
      purpose: 'template',
    });

    expect(document).toEqual(stored);
    expect(calls[0]?.url).toBe('/api/upload');
    expect(calls[0]?.init.method).toBe('POST');
    const headers = headersOf(calls[0]);
    expect(headers.get('Authorization')).toBe('Bearer token-123');
    expect(headers.get('Accept')).toBe('application/json, text/plain, */*');
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc123');
    // No JSON type, and none set by hand: fetch writes multipart's with its boundary.
    expect(headers.has('Content-Type')).toBe(false);
    const wire = await wireOf(calls[0]);
    expect(wire.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const order = ['role', 'name', 'type', 'purpose', 'file'].map((field) =>
      wire.text.indexOf(`name="${field}"`),
    );
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(wire.text).toContain('SEG');
    expect(wire.text).toContain('filename="Protocollo.pdf"');
    expect(wire.text).toContain('%PDF-1.7 contenuto');
  });

  it('leaves out the fields not given, and sends a name that overrides the file’s', async () => {
    const { fetch, calls } = answering(json({ data: makeDocument({ fileName: 'Verbale.pdf' }) }));
    await clientWith(fetch, { getRole: () => 'PRE' }).uploadFile(pdf('scan001.pdf'), { name: 'Verbale.pdf' });
    const { text } = await wireOf(calls[0]);
    expect(text).not.toContain('name="type"');
    expect(text).not.toContain('name="purpose"');
    expect(text).toMatch(/name="name"\r\n\r\nVerbale\.pdf\r\n/);
    expect(text).toMatch(/name="role"\r\n\r\nPRE\r\n/);
  });

  it('turns the error envelope into an ApiError with the server’s Italian message, told to onError', async () => {
    const message = 'Il file supera la dimensione massima consentita (20 MiB)';
    const { fetch } = answering(json({ error: { code: 'PAYLOAD_TOO_LARGE', message } }, 413));
    const onError = vi.fn();
    const error = await rejection(clientWith(fetch, { onError }).uploadFile(pdf()));
    expect(error).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message,
      method: 'PUT',
      path: '/document',
    });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('refuses a field outside the contract before sending anything', async () => {
    const { fetch, calls } = answering(json({ data: makeDocument() }));
    const error = await rejection(clientWith(fetch).uploadFile(pdf(), { purpose: 'altro' as never }));
    expect(error).toMatchObject({ status: 0, code: 'INVALID_INPUT' });
    expect(calls).toHaveLength(0);
  });

  it('rejects an answer that is not the stored document', async () => {
    const { fetch } = answering(json({ data: { _id: 'document-1' } }));
    expect(await rejection(clientWith(fetch).uploadFile(pdf()))).toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('sends the file again with the renewed token after a 401', async () => {
    const { fetch, calls } = answering(
      json({ error: { code: 'UNAUTHORIZED', message: 'Token scaduto' } }, 401),
      json({ data: makeDocument() }),
    );
    let token = 'old-token';
    const onUnauthorized = vi.fn(async () => {
      token = 'new-token';
      return true;
    });
    await clientWith(fetch, { getToken: () => token, onUnauthorized }).uploadFile(pdf());
    expect(onUnauthorized).toHaveBeenCalledWith('old-token');
    expect(calls.map((call) => headersOf(call).get('Authorization'))).toEqual([
      'Bearer old-token',
      'Bearer new-token',
    ]);
    expect((await wireOf(calls[1])).text).toContain('%PDF-1.7 contenuto');
  });
});

describe('fetchFile', () => {
  it('posts the call’s envelope to {baseUrl}/file and gives the bytes, the accented name and the type', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc123' });
    const { fetch, calls } = answering(
      fileAnswer('PK zip', 'Richiesta è già «approvata».zip', 'application/zip'),
    );

    const file = await clientWith(fetch).fetchFile('document.getAllDocuments', {
      ids: ['document-1'],
      requestId: 'request-1',
      requestName: 'Richiesta 1',
    });

    expect(file.fileName).toBe('Richiesta è già «approvata».zip');
    expect(file.contentType).toBe('application/zip');
    expect(await file.blob.text()).toBe('PK zip');
    expect(calls[0]?.url).toBe('/api/file');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      appCode: '000017',
      service: 'document',
      method: 'POST',
      path: '/document/get-all-documents',
      params: {
        input: { ids: ['document-1'], requestId: 'request-1', requestName: 'Richiesta 1' },
        role: 'SEG',
      },
    });
    const headers = headersOf(calls[0]);
    expect(headers.get('Authorization')).toBe('Bearer token-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc123');
  });

  it('fills the path of a GET call, which carries no XSRF header', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc123' });
    const { fetch, calls } = answering(fileAnswer('%PDF', 'Modello.pdf', 'application/pdf'));
    await clientWith(fetch).fetchFile('document.get', { id: 'document-7' });
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      method: 'GET',
      path: '/document/document-7',
    });
    expect(headersOf(calls[0]).has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends a public call without the token', async () => {
    const { fetch, calls } = answering(fileAnswer('%PDF', 'Tariffario.pdf', 'application/pdf'));
    await clientWith(fetch).fetchFile('documentation.feeSheet', {});
    expect(calls[0]?.url).toBe('/api/file');
    expect(headersOf(calls[0]).has('Authorization')).toBe(false);
  });

  it('turns the JSON error envelope into an ApiError with the server’s message', async () => {
    const message = 'Documento non trovato';
    const { fetch } = answering(json({ error: { code: 'NOT_FOUND', message } }, 404));
    const onError = vi.fn();
    const error = await rejection(
      clientWith(fetch, { onError }).fetchFile('document.get', { id: 'document-9' }),
    );
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message, path: '/document/:id' });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('gives an Italian default to an error without a body', async () => {
    const { fetch } = answering(() => new Response('', { status: 502 }));
    const error = await rejection(clientWith(fetch).fetchFile('document.get', { id: 'document-9' }));
    expect(error).toMatchObject({
      status: 502,
      code: 'SERVER_ERROR',
      message: expect.stringMatching(/errore del server/),
    });
  });

  it('rejects a file answered without a name', async () => {
    const { fetch } = answering(
      () => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const error = await rejection(clientWith(fetch).fetchFile('document.get', { id: 'document-9' }));
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('is sent again with the renewed token after a 401', async () => {
    const { fetch, calls } = answering(
      json({ error: { code: 'UNAUTHORIZED', message: 'Token scaduto' } }, 401),
      fileAnswer('%PDF', 'Verbale.pdf', 'application/pdf'),
    );
    let token = 'old-token';
    const file = await clientWith(fetch, {
      getToken: () => token,
      onUnauthorized: async () => {
        token = 'new-token';
        return true;
      },
    }).fetchFile('document.get', { id: 'document-1' });
    expect(file.fileName).toBe('Verbale.pdf');
    expect(calls.map((call) => headersOf(call).get('Authorization'))).toEqual([
      'Bearer old-token',
      'Bearer new-token',
    ]);
  });

  it('fails with the 401 and the server’s message when the token cannot be renewed', async () => {
    const { fetch, calls } = answering(
      json({ error: { code: 'UNAUTHORIZED', message: 'Token scaduto' } }, 401),
    );
    const error = await rejection(
      clientWith(fetch, { onUnauthorized: async () => false }).fetchFile('document.get', {
        id: 'document-1',
      }),
    );
    expect(error).toMatchObject({ status: 401, message: 'Token scaduto' });
    expect(calls).toHaveLength(1);
  });

  it('refuses invalid input before anything is sent', async () => {
    const { fetch, calls } = answering(fileAnswer('%PDF', 'a.pdf', 'application/pdf'));
    const error = await rejection(clientWith(fetch).fetchFile('document.get', { id: '' }));
    expect(error).toMatchObject({ status: 0, code: 'INVALID_INPUT' });
    expect(calls).toHaveLength(0);
  });
});
