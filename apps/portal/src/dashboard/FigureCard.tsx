import { Button, Card, VisuallyHidden } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BarChart, type BarChartRow } from './BarChart';
import { saveCsv } from './figuresCsv';

const Actions = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface FigureCardProps {
  title: string;
  /** The heading of the rows' column, e.g. 'Stato'. */
  rowHeader: string;
  /** The series' names: the table's other columns and the chart's legend. */
  series: string[];
  rows: BarChartRow[];
  /** The heading of the targets' column and legend; without it no target is shown. @default undefined */
  targetLabel?: string;
  /** How a figure is written. @default String */
  format?: (value: number) => string;
  /** The CSV file's name. */
  fileName: string;
  /** What the card says when there are no rows. */
  emptyMessage: string;
}

/**
 * One figure of the dashboard: a bar chart for the eye, the same figures as a table for screen
 * readers, and the table as a CSV file.
 */
export const FigureCard = ({
  title,
  rowHeader,
  series,
  rows,
  targetLabel,
  format = String,
  fileName,
  emptyMessage,
}: FigureCardProps) => {
  const { t } = useTranslation();
  const header = [rowHeader, ...series, ...(targetLabel ? [targetLabel] : [])];
  const cells = rows.map((row) => [
    row.label,
    ...row.values.map((value) => (value === null ? '—' : format(value))),
    ...(targetLabel ? [row.target === undefined ? '—' : format(row.target)] : []),
  ]);
  return (
    <Card title={title}>
      {rows.length === 0 ? (
        <p>{emptyMessage}</p>
      ) : (
        <>
          <BarChart rows={rows} series={series} targetLabel={targetLabel} format={format} />
          {/* Read by screen readers, not shown: the chart beside it draws the same figures. */}
          <VisuallyHidden as="div">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {header.map((heading) => (
                    <th key={heading} scope="col">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {cells.map(([label, ...values], index) => (
                  <tr key={rows[index]?.id}>
                    <th scope="row">{label}</th>
                    {values.map((value, column) => (
                      <td key={header[column + 1]}>{value}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
      <Actions>
        <Button
          variant="secondary"
          isDisabled={rows.length === 0}
          onPress={() => saveCsv(fileName, header, cells)}
          aria-label={t('dashboard.downloadCsvOf', { title })}
        >
          {t('dashboard.downloadCsv')}
        </Button>
      </Actions>
    </Card>
  );
};
