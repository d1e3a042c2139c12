import { CALL_ACCESS, CALL_LIST, type CallAccess, ROLE_NAMES } from '@cet-portal/api-client';
import { CALL_IMPLEMENTATIONS } from '../../src/calls';

export const CALLS_START =
  '<!-- calls:start (generated from apps/api/src/calls by apps/api/test/apiDocs.test.ts) -->';
export const CALLS_END = '<!-- calls:end -->';

const accessOf = (access: CallAccess): string => {
  if (access === 'public') return 'public, on `/api/public`';
  if (access === 'identity') return 'any valid token';
  if (access === 'user') return 'any user';
  return access.length === ROLE_NAMES.length ? 'any role' : access.join(', ');
};

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The table of every call with its access and permission rule, as docs/api.md shows it. */
export const renderCallTable = (): string => {
  const rows = CALL_LIST.map((call) => {
    const { rule } = CALL_IMPLEMENTATIONS[call.key];
    return `| \`${call.method} ${call.path}\` | \`${call.key}\` | ${accessOf(CALL_ACCESS[call.key])} | ${cell(rule)} |`;
  });
  return ['| call | key | who | permission rule |', '| --- | --- | --- | --- |', ...rows].join('\n');
};
