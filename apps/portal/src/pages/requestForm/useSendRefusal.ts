import { registrationSendRefusal } from '@cet-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryOptionsFor } from '../../api/queries';
import { useSession } from '../../session/session';

/**
 * Why this applicant may not send a request yet (their registration waits for the secretariat or was
 * refused), in the language shown, or null. The contract's rule decides, as the server's refusal
 * does; while the answer is not there (or failed) nothing is said and the server still refuses.
 */
export const useSendRefusal = (): string | null => {
  const { role } = useSession();
  const { t } = useTranslation();
  const mine = useQuery({ ...queryOptionsFor(role, 'registration.mine'), staleTime: 60_000, retry: false });
  const status = mine.data?.registration?.status ?? null;
  return registrationSendRefusal(status) === null ? null : t(`registration.sendRefusal.${status}`);
};
