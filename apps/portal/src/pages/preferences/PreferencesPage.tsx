import {
  isRequiredNotification,
  NOTIFICATION_LANGUAGES,
  type NotificationKind,
  type NotificationLanguage,
  type NotificationPreferences,
  notificationKindsFor,
} from '@cet-portal/api-client';
import { Button, Checkbox, PageTitle, RadioGroup, Spinner, showToast } from '@cet-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { queryOptionsFor, useCallMutation } from '../../api/queries';
import { appToasts } from '../../app/toasts';
import { failureMessage } from '../../errors/failureStore';
import { PageLoadFailure } from '../../errors/LoadFailure';
import { UnsavedChangesGuard } from '../../forms/UnsavedChangesGuard';
import { useSession } from '../../session/session';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const Address = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Kinds = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

interface Draft {
  language: NotificationLanguage;
  notificationsOff: NotificationKind[];
}

const draftOf = ({ language, notificationsOff }: NotificationPreferences): Draft => ({
  language,
  notificationsOff,
});

const sameDraft = (a: Draft, b: Draft) =>
  a.language === b.language &&
  a.notificationsOff.length === b.notificationsOff.length &&
  a.notificationsOff.every((kind) => b.notificationsOff.includes(kind));

/** The form, once the stored preferences are read: the draft lives here until it is saved. */
const PreferencesForm = ({ stored }: { stored: NotificationPreferences }) => {
  const { role, user } = useSession();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roles = user?.roles ?? [];
  const addressId = useId();
  const [saved, setSaved] = useState(() => draftOf(stored));
  const [draft, setDraft] = useState(saved);
  const [isSaving, setSaving] = useState(false);
  const setPreferences = useCallMutation('notification.setPreferences');
  const kinds = notificationKindsFor(roles.map((role) => role.name));

  const toggle = (kind: NotificationKind, isOn: boolean) =>
    setDraft((current) => ({
      ...current,
      notificationsOff: isOn
        ? current.notificationsOff.filter((candidate) => candidate !== kind)
        : [...current.notificationsOff, kind],
    }));

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    try {
      const answer = await setPreferences.mutateAsync(draft);
      queryClient.setQueryData(queryOptionsFor(role, 'notification.preferences', {}).queryKey, answer);
      setSaved(draftOf(answer));
      setDraft(draftOf(answer));
      showToast(appToasts, { tone: 'success', title: t('preferences.saved') });
    } catch (error) {
      // The choices stay in the form, so that saving again needs nothing typed twice.
      showToast(appToasts, {
        tone: 'error',
        title: t('preferences.saveFailed'),
        description: failureMessage(error),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Section aria-labelledby={addressId}>
        <h2 id={addressId}>{t('preferences.address.title')}</h2>
        <Address>{stored.email ?? t('preferences.address.none')}</Address>
        <p>{t('preferences.address.whoChanges')}</p>
      </Section>
      <Form onSubmit={save}>
        <RadioGroup
          label={t('preferences.language')}
          value={draft.language}
          onChange={(value) =>
            setDraft((current) => ({ ...current, language: value as NotificationLanguage }))
          }
          options={NOTIFICATION_LANGUAGES.map((language) => ({
            value: language,
            label: t(`preferences.languages.${language}`),
          }))}
        />
        <Kinds>
          <legend>{t('preferences.kinds')}</legend>
          {kinds.length === 0 && <p>{t('preferences.noKinds')}</p>}
          {kinds.map((kind) =>
            isRequiredNotification(kind) ? (
              <Checkbox
                key={kind}
                label={t(`notifications.kinds.${kind}`)}
                description={t('preferences.required')}
                isSelected
                isDisabled
              />
            ) : (
              <Checkbox
                key={kind}
                label={t(`notifications.kinds.${kind}`)}
                isSelected={!draft.notificationsOff.includes(kind)}
                onChange={(isOn) => toggle(kind, isOn)}
              />
            ),
          )}
        </Kinds>
        <Button type="submit" isDisabled={isSaving}>
          {t('preferences.save')}
        </Button>
        <div role="status">{isSaving && <Spinner label={t('preferences.saving')} showLabel />}</div>
      </Form>
      <UnsavedChangesGuard hasUnsavedChanges={() => !sameDraft(draft, saved)} />
    </>
  );
};

/**
 * `/preferenze`, for every signed-in user: the address the e-mails go to (read-only), the
 * language they are written in, and a switch per message of the user's roles; the required ones are
 * shown on and cannot be turned off. Linked from the footer of every e-mail and the header's user menu.
 */
export const PreferencesPage = () => {
  const { role } = useSession();
  const { t } = useTranslation();
  const preferences = useQuery(queryOptionsFor(role, 'notification.preferences', {}));
  return (
    <>
      <PageTitle>{t('preferences.title')}</PageTitle>
      <p>{t('preferences.intro')}</p>
      {preferences.isPending ? (
        <Spinner label={t('preferences.loading')} showLabel />
      ) : preferences.isError ? (
        <PageLoadFailure
          error={preferences.error}
          what={t('preferences.loadError')}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        // Stored preferences changed elsewhere (the header's language switch records the e-mails'
        // language) start the form again from them.
        <PreferencesForm
          key={`${preferences.data.language} ${preferences.data.notificationsOff.join(' ')}`}
          stored={preferences.data}
        />
      )}
    </>
  );
};
