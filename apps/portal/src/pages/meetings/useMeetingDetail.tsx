import type { Conference } from '@cet-portal/api-client';
import { Spinner } from '@cet-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoadFailure } from '../../errors/LoadFailure';
import { useSession } from '../../session/session';
import { meetingQuery } from './meetingQueries';

/**
 * The meeting a detail page shows, or what the page shows instead while it loads or after it failed
 * to (with 'Riprova'): the view and the edit page of a meeting read it the same way.
 */
export const useMeetingDetail = (id: string): { meeting: Conference } | { fallback: ReactNode } => {
  const { t } = useTranslation();
  const { role } = useSession();
  const meeting = useQuery(meetingQuery(role, id));
  // The page is drawn in a deferred render, which React cuts into slices between which the phone
  // answers taps: drawn as the meeting arrives, a meeting with its requests' cards was one long task.
  const shown = useDeferredValue(meeting.data);
  if (meeting.isError) {
    return {
      fallback: (
        <PageLoadFailure
          error={meeting.error}
          what={t('meetings.detail.loadFailed')}
          onRetry={() => void meeting.refetch()}
        />
      ),
    };
  }
  if (!shown) return { fallback: <Spinner label={t('meetings.detail.loading')} showLabel /> };
  return { meeting: shown };
};
