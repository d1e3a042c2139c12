import type { Request } from '@cet-portal/api-client';
import { showToast } from '@cet-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { appToasts } from '../../app/toasts';
import { useSession } from '../../session/session';
import { requestQuery } from './showRequestQueries';
import { inProgressListPath } from './showRequestRules';

/**
 * After the secretariat changes a request's state (decision or restore) the app goes to the
 * in-progress list, the compassionate-use one for type F (requests-and-sign-in, section 4), and says
 * that it worked. The cached request takes the server's answer, so that going back shows the new state.
 */
export const useLeaveAfterStateChange = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { role } = useSession();
  return async (changed: Request, title: string) => {
    queryClient.setQueryData(requestQuery(role, changed._id).queryKey, changed);
    // The notice waits for the list page (a lazy chunk): its 2 seconds are then spent where it is read.
    await navigate(inProgressListPath(changed.type));
    showToast(appToasts, { tone: 'success', title });
  };
};
