import type { Home } from '@cet-portal/api-client';
import { preloadSafeHtml } from '@cet-portal/ui';
import { apiClient } from './apiClient';

/** One key for the home record: a save in the home panel shows at once on '/'. */
export const HOME_KEY = 'home';

/**
 * The home record: the first of the list, null before the first save (the spec takes 1). Its HTML's
 * sanitiser loads meanwhile, so the content shows as soon as it arrives.
 */
export const fetchHome = async (): Promise<Home | null> => {
  void preloadSafeHtml();
  return (await apiClient.home.find({ take: 1 })).result[0] ?? null;
};
