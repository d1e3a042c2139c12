import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

/** A GET with any headers, Host included (fetch would not let a test forge it). */
const get = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request(url, { headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk) => {
        body += chunk;
      });
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end();
  });

const FORGED: Record<string, string>[] = [
  { host: 'evil.example' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  { host: 'evil.example:8443', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  { forwarded: 'host=evil.example;proto=https' },
];

/** Every address a discovery document gives, as `key → URL`. */
const addressesOf = (discovery: Record<string, unknown>) =>
  Object.entries(discovery).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && /^https?:\/\//.test(entry[1]),
  );

describe('the embedded issuer builds every address from PUBLIC_URL', () => {
  const publicUrl = 'http://localhost:8080';

  describe('without TRUST_PROXY', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ demoData: true, publicUrl });
    });
    afterAll(() => server.stop());

    it('forged Host and X-Forwarded-* headers leave every address of the discovery document on PUBLIC_URL', async () => {
      for (const headers of FORGED) {
        const answer = await get(`${server.baseUrl}/oidc/.well-known/openid-configuration`, headers);
        expect(answer.status).toBe(200);
        const addresses = addressesOf(JSON.parse(answer.body));
        expect(addresses.map(([key]) => key)).toEqual(
          expect.arrayContaining(['authorization_endpoint', 'token_endpoint', 'jwks_uri']),
        );
        for (const [key, address] of addresses) {
          expect(`${key}: ${address}`).toMatch(new RegExp(`^${key}: ${publicUrl}/oidc(/|$)`));
        }
        expect(answer.body).not.toContain('evil.example');
      }
    });
  });

  describe('with TRUST_PROXY', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ demoData: true, publicUrl, trustProxy: true });
    });
    afterAll(() => server.stop());

    it('the proxy’s X-Forwarded-Host does not name the issuer either: PUBLIC_URL does', async () => {
      for (const headers of FORGED) {
        const answer = await get(`${server.baseUrl}/oidc/.well-known/openid-configuration`, headers);
        for (const [, address] of addressesOf(JSON.parse(answer.body))) {
          expect(address.startsWith(`${publicUrl}/oidc`)).toBe(true);
        }
      }
    });
  });
});
