import {
  type IdentityClaims,
  REGISTRATION_RELATIONS,
  type RegistrationRelation,
  relationNeedsLetter,
  type SubmitRegistrationInput,
} from '@cet-portal/api-client';
import { Button, FileUpload } from '@cet-portal/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { Form, useSummaryLabel } from '../internal/errorSummary';
import { FailureNotice, useCallbackRunner } from '../internal/feedback';
import { FormCheckbox, FormRadioGroup, FormTextField } from '../internal/fields';
import { ButtonRow, FieldGrid, MutedText, SectionHeading, Subheading } from '../internal/layout';
import { emailSchema } from '../validators/email';
import { formErrorMap, requiredString } from '../validators/messages';
import { vatNumberWithCheckDigitSchema } from '../validators/vatNumber';

const letterSchema = z.object({ file: z.string(), name: z.string() }).nullable();

/**
 * The form's values. The company's own fields are checked only for a new company and the letter only
 * for a CRO, so the schema is one object with the conditional rules in `superRefine`.
 */
export const registrationFormSchema = (keptLetterName: string | null = null) =>
  z
    .object({
      name: requiredString(),
      surname: requiredString(),
      email: emailSchema,
      companyKind: z.enum(['existing', 'new']),
      vat: vatNumberWithCheckDigitSchema,
      companyName: z.string().trim(),
      address: z.string().trim(),
      pec: z.string().trim(),
      relation: z
        .enum(REGISTRATION_RELATIONS, { message: 'required-field' })
        .nullable()
        .refine((relation) => relation !== null, { message: 'required-field' }),
      letter: letterSchema,
      privacyAccepted: z.boolean().refine(Boolean, { message: 'registrationForm.privacyRequired' }),
    })
    .superRefine(
      (values, context) => {
        const issue = (path: string, message: string) =>
          context.addIssue({ code: 'custom', path: [path], message });
        if (values.companyKind === 'new') {
          if (!values.companyName?.trim()) issue('companyName', 'required-field');
          if (!values.address?.trim()) issue('address', 'required-field');
          if (!values.pec?.trim()) issue('pec', 'required-field');
          else if (!z.email().safeParse(values.pec.trim()).success) issue('pec', 'email-invalid');
        }
        if (values.relation && relationNeedsLetter(values.relation) && !values.letter && !keptLetterName) {
          issue('letter', 'registrationForm.letterRequired');
        }
      },
      // The conditional fields are told together with the others, not only once those are right.
      { when: () => true },
    );

export type RegistrationFormValues = z.input<ReturnType<typeof registrationFormSchema>>;

type Lookup =
  | { vat: string; status: 'searching' | 'notFound' | 'failed' }
  | { vat: string; status: 'found'; name: string };

export interface RegistrationFormProps {
  /** What the identity provider said: a field it gave is shown, not asked. */
  claims: Pick<IdentityClaims, 'name' | 'surname' | 'email'>;
  /** Values to start from, e.g. a refused registration to correct. @default undefined */
  initialValues?: Partial<RegistrationFormValues>;
  /** The delegation letter already sent, kept when no other is uploaded. @default null */
  keptLetterName?: string | null;
  /** Looks a registered company up by its VAT number: its name, or null when none has it. */
  onFindCompany: (vat: string) => Promise<{ name: string } | null>;
  /** Sends the registration. */
  onSubmit: (input: Omit<SubmitRegistrationInput, 'updated'>) => Promise<void>;
  /** The privacy notice, or a link to it, shown under the consent. @default undefined */
  privacyNotice?: ReactNode;
  /** Heading level of the form's sections, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(file.name));
    reader.readAsDataURL(file);
  });

const isCheckedVat = (vat: string) => vatNumberWithCheckDigitSchema.safeParse(vat).success;

/**
 * 'Completa la registrazione': the person (from the sign-in's claims where given), their company, a
 * registered one found by VAT number or a new one proposed, their relation to it with the
 * delegation letter for a CRO, and the privacy consent.
 */
export const RegistrationForm = ({
  claims,
  initialValues,
  keptLetterName = null,
  onFindCompany,
  onSubmit,
  privacyNotice,
  headingLevel = 2,
}: RegistrationFormProps) => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const headingId = useId();
  const { run, pending, failure } = useCallbackRunner();
  const [schema] = useState(() => registrationFormSchema(keptLetterName));
  const { control, handleSubmit, setError } = useForm<RegistrationFormValues>({
    defaultValues: {
      companyKind: 'existing',
      vat: '',
      companyName: '',
      address: '',
      pec: '',
      relation: null,
      letter: null,
      privacyAccepted: false,
      ...initialValues,
      name: claims.name ?? initialValues?.name ?? '',
      surname: claims.surname ?? initialValues?.surname ?? '',
      email: claims.email ?? initialValues?.email ?? '',
    },
    resolver: zodResolver(schema, { error: formErrorMap }),
    mode: 'onTouched',
  });
  const [companyKind, vat, relation] = useWatch({ control, name: ['companyKind', 'vat', 'relation'] });
  const [lookup, setLookup] = useState<Lookup | null>(null);

  const findCompany = async (candidate: string): Promise<Lookup> => {
    setLookup({ vat: candidate, status: 'searching' });
    let next: Lookup;
    try {
      const company = await onFindCompany(candidate);
      next = company
        ? { vat: candidate, status: 'found', name: company.name }
        : { vat: candidate, status: 'notFound' };
    } catch {
      next = { vat: candidate, status: 'failed' };
    }
    setLookup((current) => (current?.vat === candidate ? next : current));
    return next;
  };

  // A registered company is looked up as soon as its VAT number is complete and checks out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: findCompany changes each render; the VAT alone decides.
  useEffect(() => {
    if (companyKind !== 'existing' || !isCheckedVat(vat)) return;
    if (lookup?.vat === vat && lookup.status !== 'failed') return;
    void findCompany(vat);
  }, [companyKind, vat]);

  const send = handleSubmit(async (values) => {
    if (values.companyKind === 'existing') {
      const found =
        lookup?.vat === values.vat && lookup.status === 'found' ? lookup : await findCompany(values.vat);
      if (found.status !== 'found') {
        setError('vat', { message: 'registrationForm.unknownCompany' }, { shouldFocus: true });
        return;
      }
    }
    await run('registrationForm.failed', () =>
      onSubmit({
        name: values.name,
        surname: values.surname,
        email: values.email,
        company:
          values.companyKind === 'existing'
            ? { kind: 'existing', vat: values.vat }
            : {
                kind: 'new',
                vat: values.vat,
                name: values.companyName,
                address: values.address,
                pec: values.pec,
              },
        relation: values.relation as RegistrationRelation,
        ...(values.relation === 'DELEGATED_CRO' && values.letter ? { delegationLetter: values.letter } : {}),
        privacyAccepted: true,
      }),
    );
  });

  const heading = `h${headingLevel}` as const;
  const subheading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const claimed = (key: 'name' | 'surname' | 'email') => claims[key] !== null;
  const lookupText =
    companyKind !== 'existing' || lookup?.vat !== vat
      ? null
      : lookup.status === 'found'
        ? t('registrationForm.found', { name: lookup.name })
        : lookup.status === 'searching'
          ? t('registrationForm.searching')
          : lookup.status === 'notFound'
            ? t('registrationForm.notFound')
            : t('registrationForm.lookupFailed');

  return (
    <Form control={control} aria-labelledby={headingId} noValidate onSubmit={send}>
      <SectionHeading as={heading} id={headingId}>
        {t('registrationForm.formLabel')}
      </SectionHeading>
      <Subheading as={subheading}>{t('registrationForm.personHeading')}</Subheading>
      {(claimed('name') || claimed('surname') || claimed('email')) && (
        <MutedText>{t('registrationForm.fromIdentity')}</MutedText>
      )}
      <FieldGrid>
        {(['name', 'surname', 'email'] as const).map((key) =>
          claimed(key) ? (
            <ClaimedValue key={key} label={t(`registrationForm.${key}`)} value={claims[key] ?? ''} />
          ) : (
            <FormTextField
              key={key}
              control={control}
              name={key}
              label={t(`registrationForm.${key}`)}
              isRequired
              type={key === 'email' ? 'email' : 'text'}
              autoComplete={key === 'name' ? 'given-name' : key === 'surname' ? 'family-name' : 'email'}
            />
          ),
        )}
      </FieldGrid>
      <Subheading as={subheading}>{t('registrationForm.companyHeading')}</Subheading>
      <FormRadioGroup
        control={control}
        name="companyKind"
        label={t('registrationForm.companyKind')}
        isRequired
        orientation="horizontal"
        options={[
          { value: 'existing', label: t('registrationForm.existingCompany') },
          { value: 'new', label: t('registrationForm.newCompany') },
        ]}
      />
      <FieldGrid>
        <div>
          <FormTextField
            control={control}
            name="vat"
            label={t('registrationForm.vat')}
            description={t('registrationForm.vatHint')}
            isRequired
            inputMode="numeric"
            transform={(value) => value.replace(/\s/g, '')}
          />
          <MutedText role="status">{lookupText}</MutedText>
        </div>
        {companyKind === 'new' && (
          <>
            <FormTextField
              control={control}
              name="companyName"
              label={t('registrationForm.companyName')}
              isRequired
              autoComplete="organization"
            />
            <FormTextField
              control={control}
              name="address"
              label={t('registrationForm.address')}
              isRequired
              autoComplete="street-address"
            />
            <FormTextField
              control={control}
              name="pec"
              label={t('registrationForm.pec')}
              isRequired
              type="email"
            />
          </>
        )}
      </FieldGrid>
      <FormRadioGroup
        control={control}
        name="relation"
        label={t('registrationForm.relation')}
        isRequired
        options={REGISTRATION_RELATIONS.map((value) => ({ value, label: t(`registrationForm.${value}`) }))}
      />
      {relation === 'DELEGATED_CRO' && <LetterField control={control} keptLetterName={keptLetterName} />}
      <FormCheckbox
        control={control}
        name="privacyAccepted"
        label={t('registrationForm.privacy')}
        description={privacyNotice}
        isRequired
      />
      <FailureNotice failure={failure} />
      <ButtonRow>
        <Button type="submit" isDisabled={pending !== null}>
          {t('registrationForm.submit')}
        </Button>
      </ButtonRow>
    </Form>
  );
};

const Claimed = styled.dl`
  margin: 0;
  & > dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A value the identity provider vouched for: shown, not editable, so it cannot drift from the sign-in. */
const ClaimedValue = ({ label, value }: { label: string; value: string }) => (
  <Claimed>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </Claimed>
);

const LetterField = ({
  control,
  keptLetterName,
}: {
  control: ReturnType<typeof useForm<RegistrationFormValues>>['control'];
  keptLetterName: string | null;
}) => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const label = t('registrationForm.letter');
  const { field, fieldState } = useController({ control, name: 'letter' });
  useSummaryLabel('letter', label);
  const message = fieldState.error?.message;
  return (
    <div>
      <FileUpload
        label={label}
        isRequired={!keptLetterName}
        acceptedFileTypes={['.pdf', '.p7m']}
        currentFileName={(field.value as { name: string } | null)?.name}
        errorMessage={message ? t(message, { defaultValue: message }) : undefined}
        onUpload={async (file) => {
          field.onChange({ file: await readAsDataUrl(file), name: file.name });
        }}
        onRemove={() => field.onChange(null)}
      />
      {keptLetterName && !field.value && (
        <MutedText>{t('registrationForm.letterKept', { name: keptLetterName })}</MutedText>
      )}
    </div>
  );
};
