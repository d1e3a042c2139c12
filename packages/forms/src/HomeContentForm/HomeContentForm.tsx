import {
  type CreateHomeInput,
  createHomeInputSchema,
  formatDateDashed,
  type Home,
  type UpdateHomeInput,
  updateHomeInputSchema,
} from '@cet-portal/api-client';
import { Button } from '@cet-portal/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { Form } from '../internal/errorSummary';
import { FormRichText } from '../internal/FormRichText';
import { FailureNotice, SuccessNotice, useCallbackRunner } from '../internal/feedback';
import { ButtonRow, MutedText } from '../internal/layout';
import { useDirtyReport } from '../internal/useDirtyReport';
import { formErrorMap } from '../validators/messages';

type HomeValues = z.input<typeof createHomeInputSchema>;

const valuesOf = (home: Home | null): HomeValues => ({
  header: home?.header ?? '',
  body: home?.body ?? '',
  footer: home?.footer ?? '',
});

export interface HomeContentFormProps {
  /** The home record (`POST /home/find`, one record); null before the first save. */
  home: Home | null;
  /** Saves the content: `PUT /home` the first time, `PATCH /home` afterwards. */
  onSave: (input: CreateHomeInput | UpdateHomeInput) => Promise<void>;
  /** Loads the stored record again; the form shows the `home` it then receives. */
  onReload: () => Promise<void>;
  /** Told whether the form holds unsaved changes, each time that changes. @default undefined */
  onDirtyChange?: (isDirty: boolean) => void;
}

/**
 * The home panel: header title, central content and footer in the rich-text editor, who updated
 * them last and when (dd-MM-yyyy, as the spec writes this date), 'Ripristina' to go back to the stored record, 'Salva'.
 */
export const HomeContentForm = ({ home, onSave, onReload, onDirtyChange }: HomeContentFormProps) => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [isSaved, setSaved] = useState(false);
  const { run, pending, failure } = useCallbackRunner();
  const { control, handleSubmit, reset, formState } = useForm<HomeValues>({
    // A new record from the app (after a reload or a save) replaces what the form shows.
    values: valuesOf(home),
    resolver: zodResolver(createHomeInputSchema, { error: formErrorMap }),
  });
  useDirtyReport(formState.isDirty, onDirtyChange);

  const save = handleSubmit(async (values) => {
    setSaved(false);
    const input = home
      ? updateHomeInputSchema.parse({ _id: home._id, updated: home.updated, ...values })
      : createHomeInputSchema.parse(values);
    setSaved(await run('homeContentForm.failed', () => onSave(input)));
  });

  const restore = async () => {
    setSaved(false);
    reset(valuesOf(home));
    await run('homeContentForm.reloadFailed', onReload);
  };

  const field = (name: keyof HomeValues) => ({ control, name, label: t(`homeContentForm.${name}`) });

  return (
    <Form control={control} noValidate onSubmit={save}>
      <MutedText>
        {!home
          ? t('homeContentForm.neverSaved')
          : home.updateUser
            ? t('homeContentForm.lastUpdate', {
                name: home.updateUser.fullname,
                date: formatDateDashed(home.updated),
              })
            : t('homeContentForm.lastUpdateNoUser', { date: formatDateDashed(home.updated) })}
      </MutedText>
      <FormRichText {...field('header')} />
      <FormRichText {...field('body')} />
      <FormRichText {...field('footer')} />
      <FailureNotice failure={failure} />
      <SuccessNotice message={isSaved ? t('homeContentForm.saved') : null} />
      <ButtonRow>
        <Button variant="secondary" isDisabled={pending !== null} onPress={restore}>
          {t('homeContentForm.restore')}
        </Button>
        <Button type="submit" isDisabled={pending !== null}>
          {t('homeContentForm.save')}
        </Button>
      </ButtonRow>
    </Form>
  );
};
