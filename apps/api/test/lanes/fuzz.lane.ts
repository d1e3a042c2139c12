import {
  APP_CODE,
  CALL_ACCESS,
  CALL_LIST,
  type CallEntry,
  fillPath,
  fiscalCodeCheckCharacter,
  ROLE_NAMES,
  type RoleName,
  serviceOf,
} from '@cet-portal/api-client';
import { SAMPLE_CALL_INPUTS } from '@cet-portal/api-client/msw';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../support/api';
import { DEMO_ACCOUNTS, fingerprint } from '../support/fixtures';
import { startTestServer, type TestServer, UNLIMITED } from '../support/testServer';

/**
 * The fuzz lane: generated and mutated envelopes sent to every call of the contract, as every role.
 * Never a 5xx, never a stored change from a refused call, and every accepted text comes back byte
 * for byte. The seed is fixed (FUZZ_SEED to change it) and printed with any failure.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS_PER_CALL = Number(process.env.FUZZ_RUNS ?? 24);

/** A demo account holding each role, whose token goes with the envelopes of that role. */
const ACCOUNT_OF: Record<RoleName, keyof typeof DEMO_ACCOUNTS> = {
  RIC: 'marioRossi',
  SEG: 'giuliaBianchi',
  CET: 'paoloNeri',
  PRE: 'annaFerrari',
  ADMIN: 'marcoColombo',
};

const TEXTS = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    "'; drop table requests; --",
    '" or 1=1 --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '\u202Efdp.exe',
    '\r\nSet-Cookie: a=b',
    '%00%0d%0a',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection payload, sent as text on purpose.
    '${jndi:ldap://x}',
    '{{7*7}}',
  ),
  fc.constant('x'.repeat(100_000)),
);

const ANY_VALUE: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  TEXTS,
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, -2_147_483_649, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 }),
  fc.constant(Array.from({ length: 10_000 }, (_, index) => index)),
  fc.constantFrom(
    'data:application/pdf;base64,%%%',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:application/pdf;base64,',
    'data:;base64,JVBERi0=',
    'not-a-data-url',
  ),
);

/** An array nested `depth` times: the shape that once overflowed the server's stack. */
const nested = (depth: number): unknown => {
  let value: unknown = [];
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

type Input = Record<string, unknown>;

/** One mutation of a valid input: a field retyped, dropped or added, paging and sort gone wild. */
const mutation = (sample: Input): fc.Arbitrary<Input> => {
  const keys = Object.keys(sample);
  const field = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('query');
  return fc.oneof(
    fc.tuple(field, ANY_VALUE).map(([key, value]) => ({ ...sample, [key]: value })),
    field.map((key) => Object.fromEntries(Object.entries(sample).filter(([name]) => name !== key))),
    fc.tuple(fc.string({ maxLength: 12 }), ANY_VALUE).map(([key, value]) => ({ ...sample, [key]: value })),
    fc
      .record({
        skip: fc.oneof(fc.integer({ min: -1_000_000, max: -1 }), fc.constant(2 ** 53), fc.integer()),
        take: fc.oneof(fc.integer({ min: -1_000, max: 0 }), fc.constant(1_000_000), fc.integer()),
      })
      .map((paging) => ({ ...sample, ...paging })),
    fc
      .tuple(fc.string({ maxLength: 12 }), fc.oneof(fc.constantFrom(1, -1, 0, 2), TEXTS))
      .map(([key, direction]) => ({ ...sample, sort: { [key]: direction } })),
    fc.integer({ min: 50, max: 5_000 }).map((depth) => ({ ...sample, query: nested(depth) })),
    fc
      .dictionary(fc.string({ maxLength: 8 }), fc.constant(1), { minKeys: 200, maxKeys: 2_000 })
      .map((keys) => ({ ...sample, ...keys })),
  );
};

/** The whole envelope, now and then broken too: the wrong service, an unknown path, a stray role. */
const envelope = (call: CallEntry, sample: Input) =>
  fc
    .record({
      input: fc.oneof(
        { weight: 4, arbitrary: mutation(sample) },
        { weight: 1, arbitrary: fc.constant(sample) },
      ),
      role: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom<RoleName | null>(...ROLE_NAMES, null) },
        { weight: 1, arbitrary: fc.oneof(TEXTS, fc.integer()) },
      ),
      breakage: fc.oneof(
        { weight: 8, arbitrary: fc.constant('none' as const) },
        { weight: 1, arbitrary: fc.constantFrom('service' as const, 'path' as const, 'method' as const) },
      ),
    })
    .map(({ input, role, breakage }) => {
      const { path, body } = fillPath(call.path, input);
      return {
        role,
        body: {
          appCode: APP_CODE,
          service: breakage === 'service' ? 'nessuno' : serviceOf(path),
          method: breakage === 'method' ? 'BREW' : call.method,
          path: breakage === 'path' ? `${path}/../../etc` : path,
          params: { input: body, role },
        },
      };
    });

/** A valid fiscal code nobody holds yet, one per call: a stranger signing in to sign up. */
let strangers = 0;
const strangerCode = () => {
  strangers += 1;
  const base = `FZZSTR80A01H${String(strangers % 1000).padStart(3, '0')}`;
  return `${base}${fiscalCodeCheckCharacter(`${base}X`)}`;
};

/** The placeholder ids of the samples, replaced by ids of the demo data so mutations reach real rows. */
const withRealIds = (sample: unknown, ids: Record<string, string>): Input =>
  JSON.parse(JSON.stringify(sample), (_key, value) => (typeof value === 'string' && ids[value]) || value);

describe('fuzz: generated and mutated envelopes to every call', () => {
  let server: TestServer;
  let api: Api;
  const tokens = {} as Record<RoleName, string>;
  let ids: Record<string, string>;
  let lastDigest: Record<string, string>;
  let cases = 0;

  beforeAll(async () => {
    server = await startTestServer({ demoData: true, ...UNLIMITED });
    api = createApi(server);
    for (const role of ROLE_NAMES) tokens[role] = await api.token(DEMO_ACCOUNTS[ACCOUNT_OF[role]].fiscalCode);
    const seg = { token: tokens.SEG, role: 'SEG' as const };
    const [request] = (await api.ok('request.find', { take: 1 }, seg)).result;
    const [conference] = (await api.ok('conference.find', { take: 1 }, seg)).result;
    const me = await api.ok('user.me', {}, seg);
    const [home] = (await api.ok('home.find', { take: 1 })).result;
    const [config] = (await api.ok('requestConfig.find', {}, seg)).result;
    // A pending registration, so confirm, refuse and history reach a real row.
    const registration = await api.ok(
      'registration.submit',
      {
        ...SAMPLE_CALL_INPUTS['registration.submit'],
        delegationLetter: undefined,
        relation: 'PROMOTER_EMPLOYEE',
      },
      { token: await api.token('MRNCHR90A41F205K'), role: null },
    );
    ids = {
      'registration-1': registration._id,
      'request-1': request?._id ?? '',
      'conference-1': conference?._id ?? '',
      'user-1': me._id,
      'home-1': home?._id ?? '',
      'config-1': config?._id ?? '',
      'document-1': request?.documents[0]?._id ?? '',
    };
    lastDigest = await fingerprint(server);
  }, 120_000);

  afterAll(async () => {
    console.log(`fuzz: ${cases} envelopes sent, seed ${SEED}`);
    await server?.stop();
  });

  for (const call of CALL_LIST) {
    it(`${call.key}: no 5xx, no change from a refusal`, async () => {
      const sample = withRealIds(SAMPLE_CALL_INPUTS[call.key], ids);
      await fc.assert(
        fc.asyncProperty(envelope(call, sample), async ({ role, body }) => {
          cases += 1;
          // Calls open to any identity also meet strangers: a valid token of someone with no account.
          const token =
            CALL_ACCESS[call.key] === 'identity' && role === null
              ? await api.token(strangerCode())
              : typeof role === 'string' && role in tokens
                ? tokens[role as RoleName]
                : tokens.RIC;
          const address = call.isPublic ? '/api/public' : '/api';
          const answer = await api.post(body, { address, headers: { authorization: `Bearer ${token}` } });
          expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeLessThan(500);
          const digest = await fingerprint(server);
          if (answer.status >= 400) {
            const { error } = answer.body as { error?: { message?: string } };
            expect(error?.message, 'a refusal says why').toMatch(/\S/);
            expect(digest, 'a refused call changed nothing').toEqual(lastDigest);
          }
          lastDigest = digest;
        }),
        { seed: SEED, numRuns: RUNS_PER_CALL, endOnFailure: true },
      );
    });
  }

  it('every accepted text of a draft comes back byte for byte (the contract trims surrounding spaces)', async () => {
    const ric = { token: tokens.RIC, role: 'RIC' as const };
    // Within the shortest text limit (200), and without U+0000, which PostgreSQL text cannot hold.
    const texts = TEXTS.filter((text) => !text.includes('\u0000') && text.length <= 200);
    await fc.assert(
      fc.asyncProperty(
        fc.record({ subject: texts, description: texts, studyTitle: texts }),
        async (fields) => {
          cases += 1;
          const created = await api.call('request.create', { type: 'A1', ...fields }, ric);
          expect(created.status).toBe(200);
          const stored = await api.ok('request.get', { id: created.data?._id ?? '' }, ric);
          expect({
            subject: stored.subject,
            description: stored.description,
            studyTitle: stored.studyTitle,
          }).toEqual({
            subject: fields.subject.trim(),
            description: fields.description.trim(),
            studyTitle: fields.studyTitle.trim(),
          });
        },
      ),
      { seed: SEED, numRuns: RUNS_PER_CALL * 2 },
    );
  });
});
