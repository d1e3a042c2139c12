import {
  type CompanyRef,
  type CreateUserInput,
  createPersonInputSchema,
  labelsIn,
  type Role,
  type UpdateUserInput,
  type User,
  updatePersonInputSchema,
} from '@cet-portal/api-client';
import { Button, ChipTransfer, Tooltip, TriggerButton } from '@cet-portal/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { Form } from '../internal/errorSummary';
import { FailureNotice, useCallbackRunner } from '../internal/feedback';
import { FormSelect, FormTextField } from '../internal/fields';
import { ButtonRow, FieldGrid, FullRow } from '../internal/layout';
import { useIsValid } from '../internal/useIsValid';
import { emailSchema } from '../validators/email';
import { identityCodeSchema } from '../validators/fiscalCode';
import { formErrorMap } from '../validators/messages';

/** The contract's person, with a fiscal code or eIDAS identifier checked and uppercased. */
export const userFormSchema = createPersonInputSchema
  .pick({ name: true, surname: true, roles: true })
  .extend({
    fiscalCode: identityCodeSchema,
    corporate: createPersonInputSchema.shape.corporate.unwrap(),
    /** Where the portal's notifications go; left empty, the user gets none. */
    email: z.union([z.literal(''), emailSchema]),
  });

type UserValues = z.input<typeof userFormSchema>;

const NO_COMPANY = 'none';

const IdentityRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex: 1 1 auto;
  }
  & > :last-child {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

export interface UserFormProps {
  /** The user being edited; a new user when missing. @default null */
  user?: Pick<
    User,
    '_id' | 'updated' | 'fiscalCode' | 'name' | 'surname' | 'roles' | 'corporate' | 'email'
  > | null;
  /** The companies a user may belong to. */
  companies: readonly Pick<CompanyRef, '_id' | 'surname'>[];
  /** Every role that can be given (`POST /role/find`). */
  roles: readonly Role[];
  /** Saves the user: `PUT /user` for a new one, `PATCH /user` for an edit. */
  onSubmit: (input: CreateUserInput | UpdateUserInput) => Promise<void>;
  /** Closes the form without saving; without it there is no cancel button. @default undefined */
  onCancel?: () => void;
}

/**
 * A user ('Nuovo Utente' / edit): fiscal code or eIDAS identifier (uppercased, with the format in a
 * tooltip), name, surname, company and role chips. 'Conferma' stays disabled while the form is invalid.
 */
export const UserForm = ({ user = null, companies, roles, onSubmit, onCancel }: UserFormProps) => {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const labels = labelsIn(i18n.language);
  const { run, pending, failure } = useCallbackRunner();
  const { control, handleSubmit } = useForm<UserValues, unknown, z.output<typeof userFormSchema>>({
    defaultValues: {
      fiscalCode: user?.fiscalCode ?? '',
      name: user?.name ?? '',
      surname: user?.surname ?? '',
      corporate: user?.corporate?._id ?? null,
      roles: user?.roles.map((role) => role._id) ?? [],
      email: user?.email ?? '',
    },
    resolver: zodResolver(userFormSchema, { error: formErrorMap }),
    mode: 'onTouched',
  });
  const { field: roleField } = useController({ control, name: 'roles' });
  const isValid = useIsValid(control, userFormSchema);
  const roleOption = (role: Role) => ({
    id: role._id,
    label: role.name,
    description: labels.roles[role.name],
  });

  const save = handleSubmit((values) => {
    const person = { ...values, fullname: `${values.name} ${values.surname}`, email: values.email || null };
    return run('userForm.failed', () =>
      onSubmit(
        user
          ? updatePersonInputSchema.parse({ _id: user._id, updated: user.updated, ...person })
          : createPersonInputSchema.parse(person),
      ),
    );
  });

  return (
    <Form control={control} noValidate onSubmit={save}>
      <FieldGrid>
        <FullRow>
          <IdentityRow>
            <FormTextField
              control={control}
              name="fiscalCode"
              label={t('userForm.fiscalCode')}
              isRequired
              transform={(value) => value.toUpperCase()}
            />
            <Tooltip content={t('userForm.eidasTooltip')}>
              <TriggerButton variant="link">{t('userForm.eidasFormat')}</TriggerButton>
            </Tooltip>
          </IdentityRow>
        </FullRow>
        <FormTextField
          control={control}
          name="name"
          label={t('userForm.name')}
          isRequired
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="surname"
          label={t('userForm.surname')}
          isRequired
          autoComplete="off"
        />
        <FullRow>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('userForm.email')}
            description={t('userForm.emailHint')}
            autoComplete="off"
          />
        </FullRow>
        <FullRow>
          <FormSelect
            control={control}
            name="corporate"
            label={t('userForm.company')}
            items={[
              { id: NO_COMPANY, label: t('userForm.noCompany') },
              ...companies.map((company) => ({ id: company._id, label: company.surname })),
            ]}
            emptyOptionId={NO_COMPANY}
          />
        </FullRow>
        <FullRow>
          <ChipTransfer
            selected={roles.filter((role) => roleField.value.includes(role._id)).map(roleOption)}
            available={roles.filter((role) => !roleField.value.includes(role._id)).map(roleOption)}
            onChange={(ids) => roleField.onChange(ids.map(String))}
            isDisabled={pending !== null}
          />
        </FullRow>
      </FieldGrid>
      <FailureNotice failure={failure} />
      <ButtonRow>
        <Button type="submit" isDisabled={pending !== null || !isValid}>
          {t('userForm.submit')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
      </ButtonRow>
    </Form>
  );
};
