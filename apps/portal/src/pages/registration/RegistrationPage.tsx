import type { MyRegistration, SubmitRegistrationInput } from '@cet-portal/api-client';
import { RegistrationForm } from '@cet-portal/forms';
import { PageTitle, Spinner, showToast } from '@cet-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidateCall, queryOptionsFor, sendCall } from '../../api/queries';
import { ButtonLink, TextLink } from '../../app/links';
import { appToasts } from '../../app/toasts';
import { usePortalConfig } from '../../config/usePortalConfig';
import { PageLoadFailure } from '../../errors/LoadFailure';
import { loginSuccess, useSession } from '../../session/session';
import { Column, Links, StateNotice } from './RegistrationPage.styles';
import { RegistrationSummary } from './RegistrationSummary';

/**
 * After sending, the server has made the person an applicant (RIC) of the company: their record is
 * read again so the portal gives them the role, and drafts, at once.
 */
const adoptNewAccount = async () => {
  // No role yet, as at sign-in: the answer says which ones the person now holds.
  const me = await sendCall(null, 'user.me', undefined);
  loginSuccess(me);
};

const PrivacyNotice = () => {
  const { t } = useTranslation();
  const { identity, contacts } = usePortalConfig();
  return <>{t('registration.privacyNotice', { department: identity.department, email: contacts.email })}</>;
};

const SendForm = ({ mine }: { mine: MyRegistration }) => {
  const { role } = useSession();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refused = mine.registration?.status === 'REFUSED' ? mine.registration : null;
  const findCompany = async (vat: string) =>
    (await sendCall(role, 'registration.findCompany', { vat })).company;
  const submit = async (input: Omit<SubmitRegistrationInput, 'updated'>) => {
    await sendCall(role, 'registration.submit', {
      ...input,
      ...(refused ? { updated: refused.updated } : {}),
    });
    showToast(appToasts, { tone: 'success', title: t('registration.sent') });
    // The answer is kept either way: the page shows what was sent even if the role comes later.
    await adoptNewAccount().catch(() => undefined);
    await invalidateCall(queryClient, 'registration.mine', 'user.me');
  };
  return (
    <RegistrationForm
      key={refused?.updated ?? 'new'}
      claims={mine.claims}
      keptLetterName={refused?.delegationLetter?.fileName ?? null}
      initialValues={
        refused
          ? {
              name: refused.name,
              surname: refused.surname,
              email: refused.email,
              companyKind: refused.company.proposed ? 'new' : 'existing',
              vat: refused.company.vat,
              companyName: refused.company.proposed ? refused.company.name : '',
              address: refused.company.address ?? '',
              pec: refused.company.pec ?? '',
              relation: refused.relation,
            }
          : undefined
      }
      onFindCompany={findCompany}
      onSubmit={submit}
      privacyNotice={<PrivacyNotice />}
    />
  );
};

const RegistrationState = ({ mine }: { mine: MyRegistration }) => {
  const { t } = useTranslation();
  const { contacts } = usePortalConfig();
  const { registration } = mine;
  if (registration?.status === 'PENDING') {
    return (
      <>
        <StateNotice $tone="info" aria-labelledby="registration-state">
          <h2 id="registration-state">{t('registration.pending.title')}</h2>
          <p>{t('registration.pending.text')}</p>
          <Links>
            <TextLink href="/requestForm">{t('registration.pending.draft')}</TextLink>
          </Links>
        </StateNotice>
        <h2>{t('registration.summary.heading')}</h2>
        <RegistrationSummary registration={registration} />
      </>
    );
  }
  if (registration?.status === 'CONFIRMED') {
    return (
      <StateNotice $tone="success" aria-labelledby="registration-state">
        <h2 id="registration-state">{t('registration.confirmed.title')}</h2>
        <p>{t('registration.confirmed.text', { company: registration.company.name })}</p>
        <Links>
          <ButtonLink href="/requestForm">{t('registration.confirmed.newRequest')}</ButtonLink>
          <TextLink href="/requestList">{t('registration.confirmed.requests')}</TextLink>
        </Links>
      </StateNotice>
    );
  }
  if (registration?.status === 'REFUSED') {
    return (
      <>
        <StateNotice $tone="danger" aria-labelledby="registration-state">
          <h2 id="registration-state">{t('registration.refused.title')}</h2>
          <p>{t('registration.refused.reason', { reason: registration.refusalReason ?? '' })}</p>
          <p>{t('registration.refused.correct')}</p>
        </StateNotice>
        <SendForm mine={mine} />
      </>
    );
  }
  if (mine.hasAccount) {
    return (
      <StateNotice $tone="info" aria-labelledby="registration-state">
        <h2 id="registration-state">{t('registration.hasAccount.title')}</h2>
        <p>{t('registration.hasAccount.text')}</p>
        <Links>
          <TextLink href="/home">{t('registration.hasAccount.home')}</TextLink>
        </Links>
      </StateNotice>
    );
  }
  if (mine.mode === 'off') {
    const reach = [contacts.email, contacts.phone].filter(Boolean).join(', ');
    return (
      <StateNotice $tone="info" aria-labelledby="registration-state">
        <h2 id="registration-state">{t('registration.closed.title')}</h2>
        <p>{t('registration.closed.text', { contacts: reach })}</p>
      </StateNotice>
    );
  }
  return (
    <>
      <p>{t('registration.intro')}</p>
      <SendForm mine={mine} />
    </>
  );
};

/**
 * `/registrazione`, 'Completa la registrazione': for anyone signed in, with or without an account.
 * Someone without one asks for it here; the page then follows the registration: waiting for the
 * secretariat, refused with its reason (and the form again, filled in), confirmed.
 */
export const RegistrationPage = () => {
  const { role } = useSession();
  const { t } = useTranslation();
  const mine = useQuery(queryOptionsFor(role, 'registration.mine'));
  return (
    <Column>
      <PageTitle>{t('registration.title')}</PageTitle>
      {mine.isPending ? (
        <Spinner label={t('registration.loading')} showLabel />
      ) : mine.isError ? (
        <PageLoadFailure
          error={mine.error}
          what={t('registration.loadError')}
          onRetry={() => void mine.refetch()}
        />
      ) : (
        <RegistrationState mine={mine.data} />
      )}
    </Column>
  );
};
