import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, requestLogs } from '../src/db/schema';
import type { DemoUsers } from '../src/demo/accounts';
import { type Api, createApi } from './support/api';
import { as, DEMO_ACCOUNTS, seedAccounts } from './support/fixtures';
import { completeFields, draftRequest, sendRequest, uploadPdf, uploadPublicPdf } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const RIC = as('marioRossi');
const SEG = as('giuliaBianchi');
const PRE = as('annaFerrari');
const PAOLO = as('paoloNeri');
const ADMIN = as('marcoColombo');

describe('the audit log: one append-only row for every write', () => {
  let server: TestServer;
  let api: Api;
  let demo: DemoUsers;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    demo = await seedAccounts(server);
  });
  afterAll(() => server.stop());

  const allRows = () => server.app.database.db.select().from(auditLog).orderBy(asc(auditLog.id));

  /** The audit rows that an action added. */
  const rowsAddedBy = async (action: () => Promise<unknown>) => {
    const before = (await allRows()).length;
    await action();
    return (await allRows()).slice(before);
  };

  /** Runs an action that must add exactly one audit row, and gives that row. */
  const onlyRowOf = async (action: () => Promise<unknown>) => {
    const added = await rowsAddedBy(action);
    expect(added).toHaveLength(1);
    return added[0] as typeof auditLog.$inferSelect;
  };

  const who = (name: keyof typeof DEMO_ACCOUNTS, role: string) => ({
    userId: demo.ids[name],
    userFiscalCode: DEMO_ACCOUNTS[name].fiscalCode,
    role,
  });

  describe('requests', () => {
    it('records the creation, every change, the sending, the protocol job and the decisions, each with who, role, what, record and before/after', async () => {
      let request = await api.ok('request.create', completeFields({ studyTitle: 'Primo titolo' }), RIC);
      const [created] = await allRows().then((rows) => rows.slice(-1));
      expect(created).toMatchObject({
        ...who('marioRossi', 'RIC'),
        operation: 'request.create',
        recordKind: 'request',
        recordId: request._id,
        before: null,
      });
      expect(created?.after).toMatchObject({ state: 'DRAFT', studyTitle: 'Primo titolo', documents: [] });
      expect(created?.at).toBeInstanceOf(Date);

      const saved = await onlyRowOf(async () => {
        request = await api.ok(
          'request.update',
          { _id: request._id, updated: request.updated, studyTitle: 'Secondo titolo' },
          RIC,
        );
      });
      expect(saved).toMatchObject({ operation: 'request.update', recordId: request._id });
      // Only the changed fields: the title and the version.
      expect(saved.before).toEqual({ studyTitle: 'Primo titolo', updated: expect.any(String) });
      expect(saved.after).toEqual({ studyTitle: 'Secondo titolo', updated: request.updated });

      const sent = await onlyRowOf(async () => {
        request = await sendRequest(api, RIC, request);
      });
      expect(sent).toMatchObject({ operation: 'request.send', before: { state: 'DRAFT', identifier: null } });
      expect(sent.after).toMatchObject({ state: 'WAIT_PROT', identifier: request.identifier });

      const protocol = await onlyRowOf(() => server.app.protocolJob.run());
      expect(protocol).toMatchObject({
        userId: null,
        userFiscalCode: 'JOB',
        role: 'ADMIN',
        operation: 'job.protocol',
        recordId: request._id,
        before: { state: 'WAIT_PROT', protocols: [] },
      });
      expect(protocol.after).toMatchObject({ state: 'PENDING', protocols: [{ year: expect.any(Number) }] });

      request = await api.ok('request.get', { id: request._id }, SEG);
      const decided = await onlyRowOf(async () => {
        request = await api.ok(
          'request.decide',
          { _id: request._id, updated: request.updated, state: 'SUBMITTED' },
          SEG,
        );
      });
      expect(decided).toMatchObject({
        ...who('giuliaBianchi', 'SEG'),
        operation: 'request.decide',
        before: { state: 'PENDING' },
        after: { state: 'SUBMITTED' },
      });

      const restored = await onlyRowOf(() =>
        api.ok('request.restore', { _id: request._id, updated: request.updated }, SEG),
      );
      expect(restored).toMatchObject({
        operation: 'request.restore',
        before: { state: 'SUBMITTED' },
        after: { state: 'PENDING' },
      });
    });

    it('records the report upload by the secretariat', async () => {
      const sent = await sendRequest(api, RIC, await draftRequest(api, RIC));
      await server.app.protocolJob.run();
      const pending = await api.ok('request.get', { id: sent._id }, SEG);
      const submitted = await api.ok(
        'request.decide',
        { _id: pending._id, updated: pending.updated, state: 'SUBMITTED' },
        SEG,
      );
      const report = await uploadPdf(api, SEG, 'verbale.pdf');
      const row = await onlyRowOf(() =>
        api.ok(
          'request.update',
          { _id: submitted._id, updated: submitted.updated, reportDocument: report._id },
          SEG,
        ),
      );
      expect(row).toMatchObject({
        ...who('giuliaBianchi', 'SEG'),
        operation: 'request.update',
        before: { reportDocumentId: null },
        after: { reportDocumentId: report._id },
      });
    });

    it('keeps every row of a deleted draft, the deletion last with the draft as it was', async () => {
      const draft = await api.ok('request.create', completeFields({ subject: 'Bozza da cancellare' }), RIC);
      const changed = await api.ok(
        'request.update',
        { _id: draft._id, updated: draft.updated, subject: 'Bozza cambiata' },
        RIC,
      );
      const deletion = await onlyRowOf(() => api.ok('request.delete', { _id: draft._id }, RIC));
      expect(deletion).toMatchObject({ operation: 'request.delete', after: null });
      expect(deletion.before).toMatchObject({ id: draft._id, subject: 'Bozza cambiata' });

      const rows = await server.app.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.recordId, draft._id))
        .orderBy(asc(auditLog.id));
      expect(rows.map((row) => row.operation)).toEqual([
        'request.create',
        'request.update',
        'request.delete',
      ]);
      expect(rows[1]?.after).toMatchObject({ subject: changed.subject });
      // The request's own history goes with it; the audit log is the record that stays.
      const logs = await server.app.database.db
        .select()
        .from(requestLogs)
        .where(eq(requestLogs.requestId, draft._id));
      expect(logs).toEqual([]);
    });
  });

  describe('meetings', () => {
    it('records the creation, each change, the freezing (meeting and request) and the meeting decision', async () => {
      const sent = await sendRequest(api, RIC, await draftRequest(api, RIC));
      await server.app.protocolJob.run();
      const pending = await api.ok('request.get', { id: sent._id }, SEG);
      const submitted = await api.ok(
        'request.decide',
        { _id: pending._id, updated: pending.updated, state: 'SUBMITTED' },
        SEG,
      );
      let meeting = await api.ok(
        'conference.create',
        {
          subject: 'Seduta',
          agenda: 'Ordine del giorno',
          startDate: '2026-03-10T09:00:00.000Z',
          requestsUsers: [{ request: submitted._id, user: demo.ids.paoloNeri }],
        },
        SEG,
      );
      const [created] = await allRows().then((rows) => rows.slice(-1));
      expect(created).toMatchObject({
        ...who('giuliaBianchi', 'SEG'),
        operation: 'conference.create',
        recordKind: 'meeting',
        recordId: meeting._id,
        before: null,
        after: {
          subject: 'Seduta',
          requestsUsers: [{ request: submitted._id, rapporteur: demo.ids.paoloNeri }],
        },
      });

      const opened = await onlyRowOf(async () => {
        meeting = await api.ok(
          'conference.update',
          { _id: meeting._id, updated: meeting.updated, openDate: new Date().toISOString() },
          PRE,
        );
      });
      expect(opened).toMatchObject({
        ...who('annaFerrari', 'PRE'),
        operation: 'conference.update',
        before: { openDate: null },
        after: { openDate: meeting.openDate },
      });

      const decided = await onlyRowOf(() =>
        api.ok(
          'conference.decide',
          { _id: meeting._id, request: submitted._id, updated: submitted.updated, state: 'ACCEPTED' },
          PAOLO,
        ),
      );
      expect(decided).toMatchObject({
        ...who('paoloNeri', 'CET'),
        operation: 'conference.decide',
        recordKind: 'request',
        recordId: submitted._id,
        before: { state: 'SUBMITTED' },
        after: { state: 'ACCEPTED' },
      });

      const frozen = await rowsAddedBy(() =>
        api.ok('conference.commit', { _id: meeting._id, requestsUsers: [{ request: submitted._id }] }, SEG),
      );
      expect(frozen.map((row) => [row.operation, row.recordKind, row.recordId])).toEqual([
        ['conference.commit', 'request', submitted._id],
        ['conference.commit', 'meeting', meeting._id],
      ]);
      const [entryBefore] = (frozen[1]?.before?.requestsUsers as { request: string }[] | undefined) ?? [];
      const [entryAfter] = (frozen[1]?.after?.requestsUsers as { request: string }[] | undefined) ?? [];
      expect(entryBefore?.request).toBe(submitted._id);
      expect(entryAfter?.request).not.toBe(submitted._id);
    });
  });

  describe('users, roles and companies', () => {
    it('records companies and people created and changed, roles included', async () => {
      let company: { _id: string; updated: string } | undefined;
      const companyRow = await onlyRowOf(async () => {
        company = await api.ok(
          'user.create',
          { isCorporate: true, fiscalCode: '11122233344', surname: 'Gamma S.r.l.' },
          ADMIN,
        );
      });
      expect(companyRow).toMatchObject({
        ...who('marcoColombo', 'ADMIN'),
        operation: 'user.create',
        recordKind: 'company',
        recordId: company?._id,
        before: null,
        after: { fiscalCode: '11122233344', surname: 'Gamma S.r.l.', isCorporate: true },
      });

      const { result: roles } = await api.ok('role.find', {}, ADMIN);
      const roleId = (name: string) => roles.find((role) => role.name === name)?._id ?? '';
      let person = await api.ok(
        'user.create',
        { fiscalCode: 'VRDGNN80A01H501X', name: 'Gianni', surname: 'Verdi', roles: [roleId('CET')] },
        ADMIN,
      );
      const [personRow] = await allRows().then((rows) => rows.slice(-1));
      expect(personRow).toMatchObject({
        recordKind: 'user',
        recordId: person._id,
        after: { roles: ['CET'] },
      });

      const changed = await onlyRowOf(async () => {
        person = await api.ok(
          'user.update',
          { _id: person._id, updated: person.updated, roles: [roleId('CET'), roleId('SEG')] },
          ADMIN,
        );
      });
      expect(changed).toMatchObject({
        operation: 'user.update',
        recordKind: 'user',
        before: { roles: ['CET'] },
        after: { roles: ['CET', 'SEG'] },
      });
    });
  });

  describe('request types, home page, documentation and documents', () => {
    it('records an upload as a new document, without its bytes', async () => {
      let uploaded: { _id: string } | undefined;
      const row = await onlyRowOf(async () => {
        uploaded = await uploadPublicPdf(api, 'Modello.pdf', 'template');
      });
      expect(row).toMatchObject({
        ...who('marcoColombo', 'ADMIN'),
        operation: 'document.upload',
        recordKind: 'document',
        recordId: uploaded?._id,
        before: null,
        after: {
          fileName: 'Modello.pdf',
          contentType: 'application/pdf',
          size: expect.any(Number),
          ownerId: demo.ids.marcoColombo,
          purpose: 'template',
        },
      });
      expect(row.after).not.toHaveProperty('data');
    });

    it('records a request type created and changed', async () => {
      const template = await uploadPublicPdf(api, 'Modello A2.pdf', 'template');
      let config = await api.ok(
        'requestConfig.create',
        {
          requestType: 'A2',
          documentType: [{ label: 'Protocollo', required: true, template: template._id }],
        },
        ADMIN,
      );
      const [created] = await allRows().then((rows) => rows.slice(-1));
      expect(created).toMatchObject({
        operation: 'requestConfig.create',
        recordKind: 'requestType',
        recordId: config._id,
        after: {
          requestType: 'A2',
          documentType: [{ label: 'Protocollo', required: true, template: template._id }],
        },
      });
      const changed = await onlyRowOf(async () => {
        config = await api.ok(
          'requestConfig.update',
          {
            _id: config._id,
            updated: config.updated,
            documentType: [{ label: 'Protocollo', required: false, template: template._id }],
          },
          ADMIN,
        );
      });
      expect(changed).toMatchObject({
        operation: 'requestConfig.update',
        before: { documentType: [{ required: true }] },
        after: { documentType: [{ required: false }] },
      });
    });

    it('records the home page created, changed and deleted', async () => {
      let home = await api.ok(
        'home.create',
        { header: '<p>A</p>', body: '<p>B</p>', footer: '<p>C</p>' },
        ADMIN,
      );
      const [created] = await allRows().then((rows) => rows.slice(-1));
      expect(created).toMatchObject({
        operation: 'home.create',
        recordKind: 'home',
        recordId: home._id,
        before: null,
      });
      const changed = await onlyRowOf(async () => {
        home = await api.ok(
          'home.update',
          { _id: home._id, updated: home.updated, body: '<p>Nuovo</p>' },
          ADMIN,
        );
      });
      expect(changed).toMatchObject({ before: { body: '<p>B</p>' }, after: { body: '<p>Nuovo</p>' } });
      const deleted = await onlyRowOf(() => api.ok('home.delete', { _id: home._id }, ADMIN));
      expect(deleted).toMatchObject({
        operation: 'home.delete',
        after: null,
        before: { body: '<p>Nuovo</p>' },
      });
    });

    it('records the fee sheet set and replaced', async () => {
      const first = await uploadPublicPdf(api, 'Oneri 2026.pdf', 'feeSheet');
      const set = await onlyRowOf(() => api.ok('documentation.setFeeSheet', { document: first._id }, ADMIN));
      expect(set).toMatchObject({
        ...who('marcoColombo', 'ADMIN'),
        operation: 'documentation.setFeeSheet',
        recordKind: 'documentation',
        recordId: 'feeSheet',
        before: null,
        after: { documentId: first._id },
      });
      const second = await uploadPublicPdf(api, 'Oneri 2027.pdf', 'feeSheet');
      const replaced = await onlyRowOf(() =>
        api.ok('documentation.setFeeSheet', { document: second._id }, ADMIN),
      );
      expect(replaced).toMatchObject({
        before: { documentId: first._id },
        after: { documentId: second._id },
      });
    });
  });

  it('adds no row for a refused write', async () => {
    const draft = await api.ok('request.create', completeFields(), RIC);
    const added = await rowsAddedBy(async () => {
      expect((await api.call('request.delete', { _id: draft._id }, SEG)).status).toBe(403);
      expect(
        (
          await api.call(
            'request.update',
            { _id: draft._id, updated: '2020-01-01T00:00:00.000Z', subject: 'x' },
            RIC,
          )
        ).status,
      ).toBe(409);
    });
    expect(added).toEqual([]);
  });

  describe('append-only in the database', () => {
    it.each([
      ['UPDATE', sql`update audit_log set role = 'ADMIN'`],
      ['DELETE', sql`delete from audit_log`],
      ['TRUNCATE', sql`truncate audit_log`],
    ])('refuses %s through SQL, leaving every row as it was', async (_statement, statement) => {
      const before = await allRows();
      expect(before.length).toBeGreaterThan(0);
      await expect(server.app.database.rows(statement)).rejects.toThrow(/audit_log/);
      expect(await allRows()).toEqual(before);
    });
  });
});
