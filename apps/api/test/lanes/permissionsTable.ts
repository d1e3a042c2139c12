import { readFileSync } from 'node:fs';
import { CALL_LIST, type CallKey, ROLE_NAMES, type RoleName } from '@cet-portal/api-client';

export type Cell = 'any' | 'own' | 'assigned' | 'scoped' | 'public' | 'no';
export type ObjectKind = 'none' | 'user' | 'request' | 'company' | 'document' | 'meeting';

export interface PermissionRow {
  /** The row's label: the call's key, and a variant after a colon. */
  label: string;
  call: CallKey;
  object: ObjectKind;
  cells: Record<RoleName, Cell>;
}

const CELLS: readonly Cell[] = ['any', 'own', 'assigned', 'scoped', 'public', 'no'];
const OBJECTS: readonly ObjectKind[] = ['none', 'user', 'request', 'company', 'document', 'meeting'];
const CALL_KEYS = new Set<string>(CALL_LIST.map((call) => call.key));

const oneOf = <Value extends string>(values: readonly Value[], value: string, where: string): Value => {
  if (!values.includes(value as Value))
    throw new Error(`docs/permissions.md, ${where}: '${value}' is not one of ${values.join(', ')}`);
  return value as Value;
};

/** The rows of docs/permissions.md, between its markers; a typo in the table fails the lane. */
export const readPermissionsTable = (path: string): PermissionRow[] => {
  const text = readFileSync(path, 'utf8');
  const table = text.slice(
    text.indexOf('<!-- permissions:start -->'),
    text.indexOf('<!-- permissions:end -->'),
  );
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [label = '', object = '', ...cells] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replaceAll('`', ''));
      const call = label.split(':')[0] ?? '';
      if (!CALL_KEYS.has(call))
        throw new Error(`docs/permissions.md: '${call}' is not a call of the contract`);
      if (cells.length !== ROLE_NAMES.length)
        throw new Error(`docs/permissions.md, ${label}: one cell per role`);
      return {
        label,
        call: call as CallKey,
        object: oneOf(OBJECTS, object, label),
        cells: Object.fromEntries(
          ROLE_NAMES.map((role, index) => [role, oneOf(CELLS, cells[index] ?? '', label)]),
        ) as Record<RoleName, Cell>,
      };
    });
};
