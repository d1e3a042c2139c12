import { HttpResponse, http } from 'msw';

/** Default handlers of the mock backend; Storybook and the tests start from these. */
export const handlers = [http.get('*/api/health', () => HttpResponse.json({ status: 'ok' }))];
