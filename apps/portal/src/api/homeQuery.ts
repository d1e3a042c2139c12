import type { Home } from '@cet-portal/api-client';
import { apiClient } from './apiClient';

/** One key for the home record: a save in the home panel shows at once on '/'. */
export const HOME_KEY = 'home';

/** The home record: the first of the list, null before the first save (the spec takes 1). */
export const fetchHome = async (): Promise<Home | null> =>
  (await apiClient.home.find({ take: 1 })).result[0] ?? null;
