import type { Home } from '@cet-portal/api-client';
import { preloadSafeHtml } from '@cet-portal/ui';
import { apiClient } from './apiClient';

/** One key for the home record: a save in the home panel shows at once on '/'. */
export const HOME_KEY = 'home';

/**
 * The home record: the first of the list, null before the first save (the spec takes 1). Its HTML's
 * sanitiser loads beside it, so the content shows in one step, nothing below it moving twice.
 */
export const fetchHome = async (): Promise<Home | null> => {
  const [page] = await Promise.all([apiClient.home.find({ take: 1 }), preloadSafeHtml()]);
  return page.result[0] ?? null;
};
