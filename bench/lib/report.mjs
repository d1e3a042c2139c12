import { loadavg } from 'node:os';

/**
 * Every figure of a run beside its target (when it has one) and its status; `failed()` says whether
 * any target was missed, for the exit code. Targets are those of docs/BENCHMARKS.md; a figure is
 * never compared to a looser one.
 */
export const createReport = () => {
  const rows = [];
  const add = (section, name, value, unit, target) => {
    const status = target ? (target.ok(value) ? 'ok' : 'MISSED') : '';
    rows.push({ section, name, value, unit, target: target?.text ?? '', status, load: loadavg()[0] });
    const shown =
      typeof value === 'number' ? (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2)) : value;
    console.log(
      `${section.padEnd(14)} ${name.padEnd(58)} ${`${shown} ${unit}`.padStart(16)}  ${target?.text ?? ''.padEnd(0)} ${status}`,
    );
  };
  return {
    add,
    rows,
    failed: () => rows.some((row) => row.status === 'MISSED'),
    markdown: () =>
      [
        // The one-minute load average when each figure was taken: the machine is shared.
        '| part | figure | value | target | status | load |',
        '| --- | --- | --- | --- | --- | --- |',
        ...rows.map((row) => {
          const shown =
            typeof row.value === 'number'
              ? Math.abs(row.value) >= 100
                ? row.value.toFixed(0)
                : row.value.toFixed(2)
              : row.value;
          return `| ${row.section} | ${row.name} | ${shown} ${row.unit} | ${row.target} | ${row.status} | ${row.load.toFixed(1)} |`;
        }),
      ].join('\n'),
  };
};

export const atMost = (limit, text) => ({ ok: (value) => value <= limit, text: text ?? `≤ ${limit}` });
export const atLeast = (limit, text) => ({ ok: (value) => value >= limit, text: text ?? `≥ ${limit}` });
