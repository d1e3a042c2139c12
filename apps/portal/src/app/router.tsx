import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The portal's router over the browser's address bar. */
export const router = createBrowserRouter(routes);
