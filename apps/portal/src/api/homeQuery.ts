import type { Home, RoleName } from '@cet-portal/api-client';
import { preloadSafeHtml } from '@cet-portal/ui';
import { queryOptions } from '@tanstack/react-query';
import { callKey, sendCall } from './queries';

/** The spec reads the home record as the first of the list. */
const FIRST_HOME = { take: 1 };

/**
 * The home record: the first of the list, null before the first save. Its HTML's sanitiser loads
 * beside it, so the content shows in one step, nothing below it moving twice. '/' and the home panel
 * read this one query, so a save in the panel shows at once on '/'.
 */
export const homeQuery = (role: RoleName | null) =>
  queryOptions({
    queryKey: callKey(role, 'home.find', FIRST_HOME),
    queryFn: async ({ signal }): Promise<Home | null> => {
      const [page] = await Promise.all([sendCall(role, 'home.find', FIRST_HOME, signal), preloadSafeHtml()]);
      return page.result[0] ?? null;
    },
  });
