import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { UI_NAMESPACE } from '../i18n/resources';
import { Select } from '../Select';
import { Spinner } from '../Spinner';
import { FormatField, Note, Root } from './ExportMenu.styles';

export type ExportFormat = 'csv' | 'pdf';

export interface ExportMenuProps {
  /**
   * Makes and saves the file of the list in the chosen format. The menu stays busy until the
   * promise settles; a rejection shows an error.
   */
  onExport: (format: ExportFormat) => Promise<void>;
  /** Whether the list has no rows: the download is disabled, with a note saying why. @default false */
  isEmpty?: boolean;
}

const FORMATS = [
  { id: 'csv', label: 'CSV' },
  { id: 'pdf', label: 'PDF' },
] as const;

type Outcome = 'idle' | 'busy' | 'done' | 'failed';

/**
 * The format choice (CSV, PDF) and the button 'Scarica Lista', enabled once a format is chosen and
 * the list has rows. While the file is made the button keeps focus but ignores presses
 * (React Aria's pending state) and a polite status says what is happening.
 */
export const ExportMenu = ({ onExport, isEmpty = false }: ExportMenuProps) => {
  const { t } = useTranslation(UI_NAMESPACE);
  const [format, setFormat] = useState<ExportFormat | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const formatLabel = FORMATS.find((option) => option.id === format)?.label;

  const download = async (chosen: ExportFormat) => {
    setOutcome('busy');
    try {
      await onExport(chosen);
      setOutcome('done');
    } catch {
      setOutcome('failed');
    }
  };

  const status =
    outcome === 'busy' || outcome === 'done' ? t(`exportMenu.${outcome}`, { format: formatLabel }) : '';

  return (
    <Root>
      <FormatField>
        <Select
          label={t('exportMenu.format')}
          placeholder={t('exportMenu.placeholder')}
          items={FORMATS}
          value={format}
          onChange={(key) => {
            setFormat(FORMATS.find((option) => option.id === key)?.id ?? null);
            setOutcome('idle');
          }}
        />
      </FormatField>
      <Button
        variant="secondary"
        isDisabled={format === null || isEmpty}
        isPending={outcome === 'busy'}
        onPress={() => {
          if (format) void download(format);
        }}
      >
        {t('exportMenu.download')}
        {outcome === 'busy' && <Spinner size={16} label={status} />}
      </Button>
      <Note $tone="muted" role="status">
        {isEmpty ? t('exportMenu.empty') : status}
      </Note>
      {outcome === 'failed' && (
        <Note $tone="danger" role="alert">
          {t('exportMenu.failed')}
        </Note>
      )}
    </Root>
  );
};
