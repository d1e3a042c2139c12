import { CALL_LIST } from '@cet-portal/api-client';
import { CALL_IMPLEMENTATIONS } from '../../src/calls';
import type { Permission } from '../../src/calls/types';

export const CALLS_START =
  '<!-- calls:start (generated from apps/api/src/calls by apps/api/test/apiDocs.test.ts) -->';
export const CALLS_END = '<!-- calls:end -->';

const accessOf = (permission: Permission): string => {
  if (permission.kind === 'public') return 'public, on `/api/public`';
  if (permission.kind === 'identity') return 'any valid token';
  if (permission.kind === 'user') return 'any user';
  return permission.roles.length === 5 ? 'any role' : permission.roles.join(', ');
};

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The table of every call with its access and permission rule, as docs/api.md shows it. */
export const renderCallTable = (): string => {
  const rows = CALL_LIST.map((call) => {
    const { permission } = CALL_IMPLEMENTATIONS[call.key];
    return `| \`${call.method} ${call.path}\` | \`${call.key}\` | ${accessOf(permission)} | ${cell(permission.rule)} |`;
  });
  return ['| call | key | who | permission rule |', '| --- | --- | --- | --- |', ...rows].join('\n');
};
