import {
  type Comparison,
  type DiffPart,
  formatDate,
  formatDateTime,
  isApiError,
  type Submission,
} from '@cet-portal/api-client';
import { Card, Select, Spinner } from '@cet-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { type Key, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { useTranslation } from 'react-i18next';
import { queryOptionsFor } from '../api/queries';
import { LoadFailure } from '../errors/LoadFailure';
import { useSession } from '../session/session';
import { Added, ChangeList, Comments, Layout, Pickers, Removed } from './SubmissionComparison.styles';

/** A field's text with its added and removed words marked, in words for screen readers too. */
const DiffText = ({ parts }: { parts: readonly DiffPart[] }) => {
  const { t } = useTranslation();
  return (
    <>
      {parts.map((part, index) => {
        // Parts have no identity of their own: their order is the text's.
        const key = `${index}-${part.change}`;
        if (part.change === 'added')
          return (
            <Added key={key}>
              <VisuallyHidden>{t('compare.addedText')} </VisuallyHidden>
              {part.text}
            </Added>
          );
        if (part.change === 'removed')
          return (
            <Removed key={key}>
              <VisuallyHidden>{t('compare.removedText')} </VisuallyHidden>
              {part.text}
            </Removed>
          );
        return <span key={key}>{part.text}</span>;
      })}
    </>
  );
};

/** The changes between two versions and the comments that asked for them. */
export const ComparisonView = ({ comparison }: { comparison: Comparison }) => {
  const { t } = useTranslation();
  return (
    <Layout>
      <div>
        <h3>{t('compare.fields')}</h3>
        {comparison.fields.length === 0 ? (
          <p>{t('compare.noFieldChanges')}</p>
        ) : (
          <ChangeList>
            {comparison.fields.map((field) => (
              <div key={field.field}>
                <dt>
                  {field.label} ({t(`compare.status.${field.status}`)})
                </dt>
                <dd>
                  <DiffText parts={field.parts} />
                </dd>
              </div>
            ))}
          </ChangeList>
        )}
        <h3>{t('compare.documents')}</h3>
        {comparison.documents.length === 0 ? (
          <p>{t('compare.noDocumentChanges')}</p>
        ) : (
          <ul>
            {comparison.documents.map((document) => (
              <li key={document.type}>
                {t(`compare.document.${document.status}`, {
                  type: document.type,
                  before: document.before,
                  after: document.after,
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Comments aria-label={t('compare.comments')}>
        <h3>{t('compare.comments')}</h3>
        {comparison.comments.length === 0 ? (
          <p>{t('compare.noComments')}</p>
        ) : (
          comparison.comments.map((comment) => (
            <figure key={`${comment.date} ${comment.who}`}>
              <blockquote>{comment.body}</blockquote>
              <figcaption>
                {t('compare.commentBy', {
                  who: comment.who,
                  role: comment.role ? t(`roles.${comment.role}`) : t('history.noRole'),
                  date: formatDateTime(comment.date),
                })}
              </figcaption>
            </figure>
          ))
        )}
      </Comments>
    </Layout>
  );
};

const versionLabel = (
  t: (key: string, options?: Record<string, unknown>) => string,
  submission: Submission,
) =>
  t(submission.available ? 'compare.version' : 'compare.versionUnavailable', {
    version: submission.version,
    date: formatDate(submission.sent),
  });

/**
 * 'Confronta con la versione precedente': on a request sent more than once, what changed between any
 * two sendings (the last two at first), beside the integration comments they answer.
 */
export const SubmissionComparison = ({ requestId }: { requestId: string }) => {
  const { role } = useSession();
  const { t } = useTranslation();
  const submissions = useQuery(queryOptionsFor(role, 'request.submissions', { id: requestId }));
  const versions = submissions.data?.result ?? [];
  const [chosen, setChosen] = useState<{ from: number; to: number } | null>(null);
  const from = chosen?.from ?? versions.length - 1;
  const to = chosen?.to ?? versions.length;
  const comparison = useQuery({
    ...queryOptionsFor(role, 'request.compare', { id: requestId, from, to }),
    enabled: versions.length >= 2 && from !== to,
    retry: false,
  });

  // A request sent once has nothing to compare: the section is not drawn at all.
  if (submissions.isSuccess && versions.length < 2) return null;
  if (submissions.isPending) return null;

  const items = versions.map((submission) => ({
    id: submission.version,
    label: versionLabel(t, submission),
    isDisabled: !submission.available,
  }));
  const choose = (which: 'from' | 'to') => (value: Key | null) =>
    setChosen({ from, to, [which]: Number(value) });

  return (
    <Card title={t('compare.heading')}>
      {submissions.isError ? (
        <LoadFailure
          error={submissions.error}
          what={t('compare.loadError')}
          onRetry={() => void submissions.refetch()}
        />
      ) : (
        <>
          <Pickers>
            <Select label={t('compare.from')} items={items} value={from} onChange={choose('from')} />
            <Select label={t('compare.to')} items={items} value={to} onChange={choose('to')} />
          </Pickers>
          {from === to && <p>{t('compare.sameVersion')}</p>}
          {comparison.isFetching && <Spinner label={t('compare.loading')} showLabel />}
          {comparison.isError && (
            <p role="alert">
              {isApiError(comparison.error) && comparison.error.status === 404
                ? comparison.error.message
                : t('compare.loadError')}
            </p>
          )}
          {comparison.data && !comparison.isFetching && <ComparisonView comparison={comparison.data} />}
        </>
      )}
    </Card>
  );
};
