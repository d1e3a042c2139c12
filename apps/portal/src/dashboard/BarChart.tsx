import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { useTheme } from 'styled-components';

export interface BarChartRow {
  id: string;
  label: string;
  /** One value per series; null where there is none. */
  values: (number | null)[];
  /** A mark across the row, e.g. the phase's target. */
  target?: number;
}

export interface BarChartProps {
  rows: BarChartRow[];
  /** The series' names, in the order of each row's values; the legend shows them when more than one. */
  series: string[];
  /** The legend's name of the target marks. @default undefined */
  targetLabel?: string;
  /** How a value is written beside its bar. @default String */
  format?: (value: number) => string;
}

const WIDTH = 640;
const LABEL_WIDTH = 200;
const VALUE_WIDTH = 56;
const BAR_HEIGHT = 22;
const LEGEND_HEIGHT = 28;

/**
 * Horizontal bars, one group per row: drawn for the eye only (`aria-hidden`), because every chart of
 * the dashboard sits beside a table of the same figures that screen readers read instead.
 */
export const BarChart = ({ rows, series, targetLabel, format = String }: BarChartProps) => {
  const theme = useTheme();
  const colors = [theme.color.primary, theme.color.success];
  const hasTargets = rows.some((row) => row.target !== undefined);
  const legend = series.length > 1 || hasTargets;
  const top = legend ? LEGEND_HEIGHT : 0;
  const height = top + rows.length * (BAR_HEIGHT * series.length + 12);
  const largest = Math.max(
    1,
    ...rows.flatMap((row) => [...row.values.map((value) => value ?? 0), row.target ?? 0]),
  );
  const x = scaleLinear({ domain: [0, largest], range: [0, WIDTH - LABEL_WIDTH - VALUE_WIDTH], nice: true });
  const y = scaleBand({ domain: rows.map((row) => row.id), range: [top, height], paddingInner: 0.25 });
  const band = y.bandwidth() / series.length;

  return (
    <svg width="100%" viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false">
      {legend && (
        <Group top={8} left={LABEL_WIDTH}>
          {series.map((name, index) => (
            <Group key={name} left={index * 160}>
              <rect width={12} height={12} fill={colors[index % colors.length]} />
              <text x={18} y={11} fontSize={13} fill={theme.color.text}>
                {name}
              </text>
            </Group>
          ))}
          {hasTargets && targetLabel && (
            <Group left={series.length * 160}>
              <Line from={{ x: 6, y: 0 }} to={{ x: 6, y: 12 }} stroke={theme.color.danger} strokeWidth={3} />
              <text x={18} y={11} fontSize={13} fill={theme.color.text}>
                {targetLabel}
              </text>
            </Group>
          )}
        </Group>
      )}
      {rows.map((row) => {
        const rowTop = y(row.id) ?? 0;
        return (
          <Group key={row.id} top={rowTop}>
            <text
              x={LABEL_WIDTH - 8}
              y={y.bandwidth() / 2}
              dy="0.35em"
              textAnchor="end"
              fontSize={13}
              fill={theme.color.text}
            >
              {row.label.length > 30 ? `${row.label.slice(0, 29)}…` : row.label}
            </text>
            {row.values.map((value, index) => (
              <Group key={series[index]} top={index * band} left={LABEL_WIDTH}>
                <Bar
                  width={x(value ?? 0)}
                  height={Math.max(band - 2, 2)}
                  fill={colors[index % colors.length]}
                />
                <text x={x(value ?? 0) + 4} y={band / 2} dy="0.35em" fontSize={12} fill={theme.color.text}>
                  {value === null ? '—' : format(value)}
                </text>
              </Group>
            ))}
            {row.target !== undefined && (
              <Line
                from={{ x: LABEL_WIDTH + x(row.target), y: -2 }}
                to={{ x: LABEL_WIDTH + x(row.target), y: y.bandwidth() + 2 }}
                stroke={theme.color.danger}
                strokeWidth={3}
                strokeDasharray="4 2"
              />
            )}
          </Group>
        );
      })}
    </svg>
  );
};
