import { isApiError } from '@cet-portal/api-client';
import { Button, ErrorPage } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { failureMessage } from './failureStore';

const Alert = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
`;

export interface LoadFailureProps {
  error: unknown;
  /** What failed to load, e.g. 'Non è stato possibile caricare la richiesta.' */
  what: string;
  onRetry: () => void;
}

/** A failed load, said in Italian with the server's reason and a way to try again. */
export const LoadFailure = ({ error, what, onRetry }: LoadFailureProps) => {
  const { t } = useTranslation();
  return (
    <Alert role="alert">
      <p>
        <strong>{what}</strong>
      </p>
      <p>{failureMessage(error)}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
};

/**
 * The failure of a page's main item: a refusal (403) or a missing item (404) is the error page,
 * anything else (a lost network, a server error) a message with 'Riprova'.
 */
export const PageLoadFailure = ({ error, what, onRetry }: LoadFailureProps) => {
  const navigate = useNavigate();
  if (isApiError(error) && (error.status === 403 || error.status === 404)) {
    return <ErrorPage code={error.status} onBack={() => navigate(-1)} homeHref="/home" />;
  }
  return <LoadFailure error={error} what={what} onRetry={onRetry} />;
};
