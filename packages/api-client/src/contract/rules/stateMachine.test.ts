import { describe, expect, it } from 'vitest';
import { REQUEST_STATES, type RequestState, type RoleName } from '../enums';
import type { RequestLog } from '../request';
import {
  canTransition,
  checkTransition,
  findTransition,
  integratedDate,
  isCommentRequired,
  isRicEditable,
  offersAction,
  REQUEST_TRANSITIONS,
  sendTarget,
  type TransitionAction,
  transitionTargets,
} from './stateMachine';

type Row = [TransitionAction, RequestState, RequestState, RoleName];

describe('the request state machine', () => {
  it.each<Row>([
    ['send', 'DRAFT', 'WAIT_PROT', 'RIC'],
    ['send', 'TO_INTEGRATE', 'WAIT_PROT', 'RIC'],
    ['send', 'TO_INTEGRATE_CER', 'WAIT_PROT_CER', 'RIC'],
    ['decide', 'PENDING', 'SUBMITTED', 'SEG'],
    ['decide', 'PENDING', 'REJECTED', 'SEG'],
    ['decide', 'TO_INTEGRATE', 'SUBMITTED', 'SEG'],
    ['decide', 'TO_INTEGRATE', 'REJECTED', 'SEG'],
    ['restore', 'SUBMITTED', 'PENDING', 'SEG'],
    ['restore', 'REJECTED', 'PENDING', 'SEG'],
    ['restore', 'TO_INTEGRATE', 'PENDING', 'SEG'],
    ['meetingDecision', 'SUBMITTED', 'ACCEPTED', 'SEG'],
    ['meetingDecision', 'SUBMITTED', 'REJECTED_CER', 'SEG'],
    ['meetingDecision', 'ACCEPTED', 'REJECTED_CER', 'SEG'],
  ])('allows %s from %s to %s for %s', (action, from, to, role) => {
    expect(checkTransition({ action, from, to, role })).toBeNull();
  });

  it.each<[...Row, string]>([
    ['send', 'PENDING', 'WAIT_PROT', 'RIC', 'transition'],
    ['send', 'DRAFT', 'WAIT_PROT_CER', 'RIC', 'transition'],
    ['send', 'DRAFT', 'WAIT_PROT', 'SEG', 'role'],
    ['decide', 'SUBMITTED', 'REJECTED', 'SEG', 'transition'],
    ['decide', 'WAIT_PROT', 'SUBMITTED', 'SEG', 'transition'],
    ['decide', 'PENDING', 'SUBMITTED', 'CET', 'role'],
    ['decide', 'PENDING', 'ACCEPTED', 'SEG', 'transition'],
    ['decide', 'PENDING', 'TO_INTEGRATE', 'SEG', 'comment'],
    ['restore', 'PENDING', 'PENDING', 'SEG', 'transition'],
    ['restore', 'ACCEPTED', 'PENDING', 'SEG', 'transition'],
    ['restore', 'SUBMITTED', 'PENDING', 'RIC', 'role'],
    ['protocol', 'WAIT_PROT', 'PENDING', 'ADMIN', 'user'],
    ['protocol', 'WAIT_PROT', 'SUBMITTED', 'ADMIN', 'transition'],
    ['meetingDecision', 'PENDING', 'ACCEPTED', 'SEG', 'transition'],
    ['meetingDecision', 'SUBMITTED', 'ACCEPTED', 'CET', 'rapporteur'],
    ['meetingDecision', 'SUBMITTED', 'ACCEPTED', 'PRE', 'role'],
    ['meetingDecision', 'SUBMITTED', 'TO_INTEGRATE_CER', 'SEG', 'comment'],
    ['meetingDecision', 'ACCEPTED', 'ACCEPTED', 'SEG', 'transition'],
  ])('refuses %s from %s to %s for %s (%s)', (action, from, to, role, reason) => {
    expect(checkTransition({ action, from, to, role })?.reason).toBe(reason);
    expect(canTransition({ action, from, to, role })).toBe(false);
  });

  it('lets only the protocol job, as ADMIN, move WAIT_PROT to PENDING and WAIT_PROT_CER to SUBMITTED', () => {
    expect(
      canTransition({ action: 'protocol', from: 'WAIT_PROT', to: 'PENDING', role: 'ADMIN', user: 'JOB' }),
    ).toBe(true);
    expect(
      canTransition({
        action: 'protocol',
        from: 'WAIT_PROT_CER',
        to: 'SUBMITTED',
        role: 'ADMIN',
        user: 'JOB',
      }),
    ).toBe(true);
    expect(
      canTransition({ action: 'protocol', from: 'WAIT_PROT', to: 'PENDING', role: 'SEG', user: 'JOB' }),
    ).toBe(false);
  });

  it('lets the assigned CET rapporteur decide in a meeting, never on a clone', () => {
    const attempt = { action: 'meetingDecision', from: 'SUBMITTED', to: 'ACCEPTED', role: 'CET' } as const;
    expect(canTransition({ ...attempt, isRapporteur: true })).toBe(true);
    expect(checkTransition({ ...attempt, isRapporteur: true, isClone: true })?.reason).toBe('clone');
    expect(checkTransition({ ...attempt, role: 'SEG', isClone: true })?.reason).toBe('clone');
  });

  it('needs a comment only to ask for an integration', () => {
    expect(isCommentRequired('decide', 'TO_INTEGRATE')).toBe(true);
    expect(isCommentRequired('meetingDecision', 'TO_INTEGRATE_CER')).toBe(true);
    expect(isCommentRequired('decide', 'SUBMITTED')).toBe(false);
    expect(isCommentRequired('decide', 'REJECTED')).toBe(false);
    const attempt = { action: 'decide', from: 'PENDING', to: 'TO_INTEGRATE', role: 'SEG' } as const;
    expect(canTransition({ ...attempt, comment: '   ' })).toBe(false);
    expect(canTransition({ ...attempt, comment: 'Manca la polizza' })).toBe(true);
  });

  it('offers the secretariat decision only from PENDING or TO_INTEGRATE', () => {
    const decidable = REQUEST_STATES.filter((state) => transitionTargets('decide', state).length > 0);
    expect(decidable).toEqual(['PENDING', 'TO_INTEGRATE']);
    expect(transitionTargets('decide', 'PENDING')).toEqual(['SUBMITTED', 'REJECTED', 'TO_INTEGRATE']);
  });

  it('sends to WAIT_PROT, or WAIT_PROT_CER after a meeting integration', () => {
    expect(REQUEST_STATES.map((state) => [state, sendTarget(state)])).toEqual([
      ['DRAFT', 'WAIT_PROT'],
      ['PENDING', null],
      ['WAIT_PROT', null],
      ['WAIT_PROT_CER', null],
      ['SUBMITTED', null],
      ['TO_INTEGRATE', 'WAIT_PROT'],
      ['TO_INTEGRATE_CER', 'WAIT_PROT_CER'],
      ['INTEGRATED', null],
      ['ACCEPTED', null],
      ['REJECTED', null],
      ['REJECTED_CER', null],
    ]);
  });

  it('lets a requester edit only DRAFT, TO_INTEGRATE and TO_INTEGRATE_CER', () => {
    expect(REQUEST_STATES.filter(isRicEditable)).toEqual(['DRAFT', 'TO_INTEGRATE', 'TO_INTEGRATE_CER']);
  });

  it('never has a transition into DRAFT or INTEGRATED, and every edge is unique', () => {
    expect(
      REQUEST_TRANSITIONS.filter((transition) => ['DRAFT', 'INTEGRATED'].includes(transition.to)),
    ).toEqual([]);
    const keys = REQUEST_TRANSITIONS.map(
      (transition) => `${transition.action}:${transition.from}:${transition.to}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(findTransition('send', 'DRAFT', 'WAIT_PROT')?.roles).toEqual(['RIC']);
  });
});

describe('integratedDate', () => {
  const log = (
    operation: RequestLog['operation'],
    role: RoleName,
    user: string,
    date: string,
  ): RequestLog => ({
    operation,
    role,
    user,
    date,
  });
  const sent = [
    log('CREATE', 'RIC', 'RSSMRA80A01H501U', '2026-01-10T09:00:00.000Z'),
    log('SEND', 'RIC', 'RSSMRA80A01H501U', '2026-01-11T09:00:00.000Z'),
  ];

  it('dates a PENDING request integrated by its requester with its last log', () => {
    const logs = [
      ...sent,
      log('UPDATE', 'RIC', 'RSSMRA80A01H501U', '2026-02-01T09:00:00.000Z'),
      log('PROTOCOL', 'ADMIN', 'JOB', '2026-02-02T09:00:00.000Z'),
    ];
    expect(integratedDate({ state: 'PENDING', logs })).toBe('2026-02-02T09:00:00.000Z');
  });

  it('gives no date to a PENDING request without an applicant UPDATE', () => {
    const logs = [...sent, log('UPDATE', 'SEG', 'BNCGLI85M41F205B', '2026-02-01T09:00:00.000Z')];
    expect(integratedDate({ state: 'PENDING', logs })).toBeNull();
  });

  it('dates a SUBMITTED request whose last log is the protocol job', () => {
    const logs = [
      ...sent,
      log('PROTOCOL', 'ADMIN', 'JOB', '2026-03-05T09:00:00.000Z'),
      log('UPDATE', 'RIC', 'RSSMRA80A01H501U', '2026-03-01T09:00:00.000Z'),
    ];
    expect(integratedDate({ state: 'SUBMITTED', logs })).toBe('2026-03-05T09:00:00.000Z');
  });

  it('gives no date to a SUBMITTED request last touched by someone else, nor to other states', () => {
    const protocolled = [...sent, log('PROTOCOL', 'ADMIN', 'JOB', '2026-03-05T09:00:00.000Z')];
    const decided = [...protocolled, log('DECISION', 'SEG', 'BNCGLI85M41F205B', '2026-03-06T09:00:00.000Z')];
    expect(integratedDate({ state: 'SUBMITTED', logs: decided })).toBeNull();
    expect(
      integratedDate({
        state: 'SUBMITTED',
        logs: [...sent, log('PROTOCOL', 'ADMIN', 'CLMMRC72E10F205F', '2026-03-05T09:00:00.000Z')],
      }),
    ).toBeNull();
    expect(integratedDate({ state: 'INTEGRATED', logs: protocolled })).toBeNull();
    expect(integratedDate({ state: 'PENDING', logs: [] })).toBeNull();
  });
});

describe('what a page offers (offersAction)', () => {
  const offered = (action: TransitionAction, role: RoleName | null, isClone = false) =>
    REQUEST_STATES.filter((state) => offersAction(action, role, { state, isClone }));

  it("offers the secretariat's decision and restore from their states only, to nobody else and never on a frozen copy", () => {
    expect(offered('decide', 'SEG')).toEqual(['PENDING', 'TO_INTEGRATE']);
    expect(offered('restore', 'SEG')).toEqual(['SUBMITTED', 'TO_INTEGRATE', 'INTEGRATED', 'REJECTED']);
    expect(offered('decide', 'CET')).toEqual([]);
    expect(offered('restore', null)).toEqual([]);
    expect(offered('decide', 'SEG', true)).toEqual([]);
  });
});
