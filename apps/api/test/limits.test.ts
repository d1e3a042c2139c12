import { connect, type Socket } from 'node:net';
import { APP_CODE } from '@cet-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi, XSRF_PAIR } from './support/api';
import { startTestServer, type TestServer } from './support/testServer';

const MARIO = 'RSSMRA80A01H501U';
const LUIGI = 'VRDLGU82B02F205Z';
const GIULIA = 'BNCGLI85M41F205B';
const PAOLO = 'NREPLA75C12L219G';

const envelope = (input: unknown = {}) =>
  JSON.stringify({
    appCode: APP_CODE,
    service: 'request',
    method: 'POST',
    path: '/request/find',
    params: { input, role: 'RIC' },
  });

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** The status line, headers and body of the first answer on a socket (Content-Length framed). */
const answerOn = (socket: Socket) =>
  new Promise<RawAnswer>((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headers = received.slice(0, end);
      const length = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? 0);
      const body = received.slice(end + 4);
      if (Buffer.byteLength(body) < length) return;
      socket.off('data', onData);
      resolve({ status: Number(headers.split(' ')[1]), headers, body });
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });

/**
 * An upload-sized call that stays in progress: the headers and the first bytes of a body that
 * declares `declared` bytes and never arrives whole.
 */
const startUpload = (
  server: TestServer,
  token: string | undefined,
  declared: number,
  { path = '/api', contentType = 'application/json' } = {},
) => {
  const { hostname, port } = new URL(server.baseUrl);
  const socket = connect(Number(port), hostname);
  socket.write(
    [
      `POST ${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      `Content-Type: ${contentType}`,
      `Content-Length: ${declared}`,
      `Cookie: ${XSRF_PAIR.cookie}`,
      `X-XSRF-TOKEN: ${XSRF_PAIR['x-xsrf-token']}`,
      ...(token ? [`Authorization: Bearer ${token}`] : []),
      '',
      contentType === 'application/json'
        ? '{"appCode":'
        : '--x\r\nContent-Disposition: form-data; name="role"',
    ].join('\r\n'),
  );
  return socket;
};

const closeAll = async (sockets: Socket[]) => {
  for (const socket of sockets) socket.destroy();
  // The server releases an upload's place when it sees the connection close.
  await new Promise((resolve) => setTimeout(resolve, 200));
};

describe('rate limits', () => {
  let server: TestServer;
  let api: Api;
  /** A caller's own address (the server trusts X-Forwarded-For here), so tests never share a budget. */
  const from = (address: string) => ({ 'x-forwarded-for': address });

  beforeAll(async () => {
    server = await startTestServer({
      trustProxy: true,
      rateLimits: { apiPerMinute: 3, oidcPerMinute: 4, signInPerMinute: 2 },
    });
    api = createApi(server);
  });
  afterAll(() => server.stop());

  it('answers a user over the API limit with 429, the wait in Italian and Retry-After; others go on', async () => {
    const mario = { authorization: `Bearer ${await api.token(MARIO)}`, ...from('10.0.0.1') };
    for (let call = 1; call <= 3; call += 1) {
      expect((await api.post(JSON.parse(envelope()), { headers: mario })).status).not.toBe(429);
    }
    const response = await fetch(`${server.baseUrl}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...XSRF_PAIR, ...mario },
      body: envelope(),
    });
    expect(response.status).toBe(429);
    const waitSeconds = Number(response.headers.get('retry-after'));
    expect(waitSeconds).toBeGreaterThan(0);
    expect(waitSeconds).toBeLessThanOrEqual(60);
    expect(await response.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: `Troppe richieste: riprova tra ${waitSeconds} ${waitSeconds === 1 ? 'secondo' : 'secondi'}`,
      },
    });

    // Per user, not per address: a colleague behind the same office NAT is not held up.
    const luigi = { authorization: `Bearer ${await api.token(LUIGI)}`, ...from('10.0.0.1') };
    expect((await api.post(JSON.parse(envelope()), { headers: luigi })).status).not.toBe(429);
  });

  it('counts a call with a forged token against its address, whatever user the token names', async () => {
    const forged = (fiscalCode: string) => {
      const [header, , signature] = 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln'.split('.');
      const payload = Buffer.from(JSON.stringify({ sub: fiscalCode })).toString('base64url');
      return { authorization: `Bearer ${header}.${payload}.${signature}`, ...from('10.0.0.2') };
    };
    const statuses = [];
    for (const fiscalCode of [MARIO, LUIGI, GIULIA, PAOLO]) {
      statuses.push((await api.post(JSON.parse(envelope()), { headers: forged(fiscalCode) })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("limits the issuer's routes per address, though oidc-provider answers them outside Fastify", async () => {
    const discovery = () =>
      fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`, { headers: from('10.0.0.3') });
    for (let call = 1; call <= 4; call += 1) expect((await discovery()).status).toBe(200);
    const refused = await discovery();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_REQUESTS');
    // Another address is not held up.
    expect(
      (await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`, { headers: from('10.0.0.4') }))
        .status,
    ).toBe(200);
  });

  it("stops a guesser at the sign-in form's POST before the issuer's wider limit", async () => {
    const tryCode = (fiscalCode: string) =>
      fetch(`${server.baseUrl}/oidc/interaction/some-interaction/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from('10.0.0.5') },
        body: new URLSearchParams({ fiscalCode }).toString(),
      });
    expect((await tryCode(MARIO)).status).not.toBe(429);
    expect((await tryCode(LUIGI)).status).not.toBe(429);
    const refused = await tryCode(GIULIA);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /^Troppe richieste: riprova tra \d+ second[oi]$/,
    );
  });
});

describe('uploads in progress', () => {
  let server: TestServer;
  let api: Api;
  const UPLOAD_SIZED = 400 * 1024;

  beforeAll(async () => {
    server = await startTestServer({ uploadLimits: { perUser: 2, bytesInFlight: 1024 * 1024 } });
    api = createApi(server);
  });
  afterAll(() => server.stop());

  it('admits two uploads of a user at once and refuses a third with 429 before reading its body', async () => {
    const token = await api.token(MARIO);
    const inProgress = [startUpload(server, token, UPLOAD_SIZED), startUpload(server, token, UPLOAD_SIZED)];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = startUpload(server, token, UPLOAD_SIZED);
    const answer = await answerOn(third);
    expect(answer.status).toBe(429);
    expect(answer.headers).toMatch(/retry-after: \d+/i);
    expect(JSON.parse(answer.body)).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: 'Hai già 2 caricamenti in corso: attendi che uno finisca e riprova',
      },
    });
    await closeAll([...inProgress, third]);
  });

  it('refuses with 503 an upload that would take the server past its bytes in flight', async () => {
    const first = startUpload(server, await api.token(LUIGI), 700 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = startUpload(server, await api.token(GIULIA), 700 * 1024);
    const answer = await answerOn(second);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body).error).toEqual({
      code: 'UNAVAILABLE',
      message: 'Il server sta ricevendo molti documenti in questo momento: riprova tra qualche secondo',
    });
    await closeAll([first, second]);
    // Once the first is over, the same upload is admitted.
    const again = startUpload(server, await api.token(GIULIA), 700 * 1024);
    const late = await Promise.race([
      answerOn(again),
      new Promise((resolve) => setTimeout(() => resolve('still receiving'), 500)),
    ]);
    expect(late).toBe('still receiving');
    await closeAll([again]);
  });

  it('counts streamed uploads against their user, from one address, and never in the bytes in flight', async () => {
    const streamed = { path: '/api/upload', contentType: 'multipart/form-data; boundary=x' };
    const [mario, luigi] = [await api.token(MARIO), await api.token(LUIGI)];
    // Two of Mario's and one of Luigi's, all from 127.0.0.1 and 2.1 MB together: counted by address,
    // the third would be refused (429); counted in the bytes in flight, the second (503).
    const inProgress = [
      startUpload(server, mario, 700 * 1024, streamed),
      startUpload(server, mario, 700 * 1024, streamed),
      startUpload(server, luigi, 700 * 1024, streamed),
    ];
    const answers = await Promise.race([
      Promise.race(inProgress.map(answerOn)),
      new Promise((resolve) => setTimeout(() => resolve('still receiving'), 500)),
    ]);
    expect(answers).toBe('still receiving');
    const third = startUpload(server, mario, 700 * 1024, streamed);
    const answer = await answerOn(third);
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body).error.message).toBe(
      'Hai già 2 caricamenti in corso: attendi che uno finisca e riprova',
    );
    await closeAll([...inProgress, third]);
  });
});

describe('bodies that cannot be walked safely', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer({
      timeouts: { connectionMs: 1000, requestMs: 5000, keepAliveMs: 5000, shutdownMs: 5000 },
    });
    api = createApi(server);
  });
  afterAll(() => server.stop());

  it('answers 5,000 nested arrays (10 KB) on /api/public with 400 in Italian, not a stack overflow', async () => {
    const body = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const { status, body: answer } = await api.post(body, { address: '/api/public' });
    expect(status).toBe(400);
    expect(answer).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Dati non validi: la chiamata è annidata oltre 32 livelli' },
    });
  });

  it('answers a body of more keys than any call needs with 400 before validating it', async () => {
    const input = Object.fromEntries(Array.from({ length: 10_001 }, (_, index) => [`k${index}`, index]));
    const { status, body } = await api.post(JSON.parse(envelope(input)), { address: '/api/public' });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Dati non validi: la chiamata contiene più di 10.000 campi' },
    });
  });

  it('answers 2.5 MB of unknown keys with a short error, not one larger than the body', async () => {
    const body = JSON.parse(envelope());
    for (let index = 0; index < 5000; index += 1) body[`${'x'.repeat(500)}${index}`] = 1;
    const response = await fetch(`${server.baseUrl}/api/public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...XSRF_PAIR },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text.length).toBeLessThan(2000);
    expect(JSON.parse(text).error.message).toMatch(/e altri 4995 campi non previsti$/);
  });

  it('closes a connection that stops sending (slow loris) after the connection timeout', async () => {
    const { hostname, port } = new URL(server.baseUrl);
    const socket = connect(Number(port), hostname);
    socket.write(
      'POST /api HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"app',
    );
    const started = Date.now();
    await new Promise((resolve) => socket.once('close', resolve));
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
