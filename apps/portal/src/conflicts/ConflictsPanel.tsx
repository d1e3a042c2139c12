import { declareConflictInputSchema, formatDate, hasConflictOfInterest } from '@cet-portal/api-client';
import { Button, Card, Select, Spinner, showToast, TextArea } from '@cet-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryOptionsFor, useCallMutation } from '../api/queries';
import { appToasts } from '../app/toasts';
import { reportFailure } from '../errors/failureStore';
import { LoadFailure } from '../errors/LoadFailure';
import { useSession } from '../session/session';

export interface ConflictRequest {
  _id: string;
  /** How the panel names the request: its identifier, or 'Non assegnato'. */
  label: string;
}

export interface ConflictsPanelProps {
  /** The requests the declarations are about: one on the request page, the meeting's on its page. */
  requests: readonly ConflictRequest[];
}

/**
 * 'Conflitti di interessi': the declarations on the requests, beside each request (so the president
 * sees them before choosing rapporteurs), and for a committee member the form to declare one with its
 * reason. Who is conflicted is then refused as rapporteur, decision-maker and report writer.
 */
export const ConflictsPanel = ({ requests }: ConflictsPanelProps) => {
  const { t } = useTranslation();
  const { role, user } = useSession();
  const userId = user?._id;
  const ids = requests.map((request) => request._id);
  const declarations = useQuery({
    ...queryOptionsFor(role, 'conference.conflicts', { requests: ids }),
    enabled: ids.length > 0,
  });
  const [chosen, setChosen] = useState(requests[0]?._id ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSending, setSending] = useState(false);
  const declareConflict = useCallMutation('conference.declareConflict', {
    invalidates: ['conference.conflicts'],
  });

  const own = (declarations.data ?? []).filter((declaration) => declaration.request === chosen);
  const alreadyDeclared = hasConflictOfInterest(userId, own);

  const declare = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = declareConflictInputSchema.safeParse({ request: chosen, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await declareConflict.mutateAsync(parsed.data);
      setReason('');
      showToast(appToasts, { tone: 'success', title: t('conflicts.declared') });
    } catch (failure) {
      reportFailure(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title={t('conflicts.heading')}>
      {declarations.isPending && ids.length > 0 && <Spinner label={t('conflicts.loading')} showLabel />}
      {declarations.isError && (
        <LoadFailure
          error={declarations.error}
          what={t('conflicts.loadError')}
          onRetry={() => void declarations.refetch()}
        />
      )}
      {declarations.data && (
        <ul>
          {requests.map((request) => {
            const onRequest = declarations.data.filter((declaration) => declaration.request === request._id);
            return (
              <li key={request._id}>
                <strong>{request.label}</strong>
                {': '}
                {onRequest.length === 0
                  ? t('conflicts.none')
                  : onRequest
                      .map((declaration) =>
                        t('conflicts.entry', {
                          who: declaration.user.fullname,
                          reason: declaration.reason,
                          date: formatDate(declaration.declared),
                        }),
                      )
                      .join('; ')}
              </li>
            );
          })}
        </ul>
      )}
      {role === 'CET' && (
        <form onSubmit={declare} aria-label={t('conflicts.formLabel')}>
          {requests.length > 1 && (
            <Select
              label={t('conflicts.request')}
              items={requests.map((request) => ({ id: request._id, label: request.label }))}
              value={chosen}
              onChange={(value: Key | null) => setChosen(String(value ?? ''))}
            />
          )}
          {alreadyDeclared ? (
            <p>{t('conflicts.alreadyDeclared')}</p>
          ) : (
            <>
              <TextArea
                label={t('conflicts.reason')}
                value={reason}
                onChange={setReason}
                isRequired
                // The reason is checked with the contract's schema on submit, so its message is the server's.
                validationBehavior="aria"
                isInvalid={error !== undefined}
                errorMessage={error}
                rows={2}
              />
              {/* Disabled rather than pending: the button leaves once the declaration is listed, and a pending
                  button's live announcement would point at a removed element (see ExportMenu's stories). */}
              <Button type="submit" isDisabled={isSending}>
                {t('conflicts.declare')}
              </Button>
            </>
          )}
        </form>
      )}
    </Card>
  );
};
