import {
  type CommitteeIdentity,
  committeeIdentityFieldsSchema,
  contrastRatio,
  formatContrast,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  MIN_CONTRAST_WITH_WHITE,
} from '@cet-portal/api-client';
import { Button, FileUpload, Spinner, showToast, TextArea, TextField } from '@cet-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { queryOptionsFor, useCallMutation } from '../../../api/queries';
import { appToasts } from '../../../app/toasts';
import { reportFailure } from '../../../errors/failureStore';
import { PageLoadFailure } from '../../../errors/LoadFailure';
import { useSession } from '../../../session/session';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 48rem;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Swatch = styled.p<{ $colour: string }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $colour }) => $colour};
  color: #ffffff;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

interface Values {
  name: string;
  department: string;
  address: string;
  email: string;
  pec: string;
  phone: string;
  manualUrl: string;
  primaryColor: string;
}

const valuesOf = (identity: CommitteeIdentity): Values => ({
  name: identity.name,
  department: identity.department,
  address: identity.addressLines.join('\n'),
  email: identity.email,
  pec: identity.pec,
  phone: identity.phone ?? '',
  manualUrl: identity.manualUrl ?? '',
  primaryColor: identity.primaryColor,
});

/** The form's texts as the contract's fields: one address line a line, an empty field as none. */
const fieldsOf = (values: Values) => ({
  name: values.name,
  department: values.department,
  addressLines: values.address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  email: values.email.trim(),
  pec: values.pec.trim(),
  phone: values.phone.trim() || null,
  manualUrl: values.manualUrl.trim() || null,
  primaryColor: values.primaryColor.trim(),
});

const FIELD_OF_ISSUE: Record<string, keyof Values> = { addressLines: 'address' };

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

const isHex = (value: string) => /^#[0-9A-Fa-f]{6}$/.test(value.trim());

/**
 * 'Identità del comitato', beside the home page's content: the name, department, contacts, manual,
 * logo and primary colour every page shows. Saved, they replace the installation's settings for every
 * visitor at their next page load, and for the administrator at once; 'Ripristina le impostazioni
 * dell'installazione' gives them back. The server checks it all again (the colour's contrast, the
 * logo's bytes): the form says the same before sending.
 */
export const CommitteeIdentitySection = () => {
  const { role } = useSession();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const identity = useQuery(queryOptionsFor(role, 'committee.get', {}));
  const update = useCallMutation('committee.update', { invalidates: ['committee'] });
  const reset = useCallMutation('committee.reset', { invalidates: ['committee'] });
  const [values, setValues] = useState<Values | null>(null);
  const [logo, setLogo] = useState<{ dataUrl: string | null; name: string } | undefined>(undefined);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});

  useEffect(() => {
    if (identity.data) {
      setValues(valuesOf(identity.data));
      setLogo(undefined);
      setErrors({});
    }
  }, [identity.data]);

  if (identity.isPending) return <Spinner label={t('admin.identity.loading')} showLabel />;
  if (!identity.data || !values) {
    return (
      <PageLoadFailure
        error={identity.error}
        what={t('admin.identity.loadError')}
        onRetry={() => void identity.refetch()}
      />
    );
  }
  const current = identity.data;
  const set = (field: keyof Values) => (value: string) => setValues({ ...values, [field]: value });
  const ratio = isHex(values.primaryColor) ? contrastRatio(values.primaryColor.trim(), '#FFFFFF') : null;

  const applied = async (saved: CommitteeIdentity, message: string) => {
    queryClient.setQueryData(queryOptionsFor(role, 'committee.get', {}).queryKey, saved);
    // The shell's header, footer and theme read the portal's configuration: it is read again now.
    await queryClient.invalidateQueries({ queryKey: ['portal-config'] });
    showToast(appToasts, { tone: 'success', title: message });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = committeeIdentityFieldsSchema.safeParse(fieldsOf(values));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => {
            const key = String(issue.path[0]);
            return [FIELD_OF_ISSUE[key] ?? key, issue.message];
          }),
        ),
      );
      return;
    }
    setErrors({});
    try {
      const saved = await update.mutateAsync({
        ...parsed.data,
        ...(logo === undefined ? {} : { logo: logo.dataUrl }),
        updated: current.updated,
      });
      await applied(saved, t('admin.identity.saved'));
    } catch (error) {
      reportFailure(error, { onReload: () => void identity.refetch() });
    }
  };

  const restore = async () => {
    try {
      await applied(await reset.mutateAsync({}), t('admin.identity.restored'));
    } catch (error) {
      reportFailure(error);
    }
  };

  const field = (
    name: keyof Values,
    label: string,
    extra: { isRequired?: boolean; description?: string; type?: string } = {},
  ) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={set(name)}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      {...extra}
    />
  );

  const logoName =
    logo !== undefined
      ? logo.dataUrl
        ? logo.name
        : undefined
      : current.logoUrl
        ? t('admin.identity.logoInForce')
        : undefined;

  return (
    <Section aria-labelledby="committee-identity">
      <h2 id="committee-identity">{t('admin.identity.title')}</h2>
      <p>
        {current.overridden && current.updateUser && current.updated
          ? t('admin.identity.overridden', { name: current.updateUser.fullname })
          : t('admin.identity.installation')}
      </p>
      <form noValidate onSubmit={save}>
        <Fields>
          {field('name', t('admin.identity.name'), { isRequired: true })}
          {field('department', t('admin.identity.department'), {
            isRequired: true,
            description: t('admin.identity.departmentHint'),
          })}
          <TextArea
            label={t('admin.identity.address')}
            description={t('admin.identity.addressHint')}
            value={values.address}
            onChange={set('address')}
            isRequired
            rows={3}
            isInvalid={Boolean(errors.address)}
            errorMessage={errors.address}
          />
          {field('email', t('admin.identity.email'), { isRequired: true, type: 'email' })}
          {field('pec', t('admin.identity.pec'), { isRequired: true, type: 'email' })}
          {field('phone', t('admin.identity.phone'))}
          {field('manualUrl', t('admin.identity.manualUrl'), {
            description: t('admin.identity.manualUrlHint'),
          })}
          {field('primaryColor', t('admin.identity.primaryColor'), {
            isRequired: true,
            description: t('admin.identity.primaryColorHint'),
          })}
          {ratio !== null && (
            <Swatch $colour={values.primaryColor.trim()} aria-live="polite">
              {ratio >= MIN_CONTRAST_WITH_WHITE
                ? t('admin.identity.contrastOk', { ratio: formatContrast(ratio) })
                : t('admin.identity.contrastLow', { ratio: formatContrast(ratio) })}
            </Swatch>
          )}
          <FileUpload
            label={t('admin.identity.logo')}
            acceptedFileTypes={LOGO_TYPES}
            maxSizeBytes={LOGO_MAX_BYTES}
            currentFileName={logoName}
            onUpload={async (file) => setLogo({ dataUrl: await readAsDataUrl(file), name: file.name })}
            onRemove={() => setLogo({ dataUrl: null, name: '' })}
          />
          <Actions>
            <Button type="submit" isDisabled={update.isPending}>
              {t('admin.identity.save')}
            </Button>
            {current.overridden && (
              <Button variant="secondary" onPress={() => void restore()} isDisabled={reset.isPending}>
                {t('admin.identity.restore')}
              </Button>
            )}
          </Actions>
        </Fields>
      </form>
    </Section>
  );
};
