import { createBrowserRouter } from 'react-router';
import { Shell } from './Shell';

/** Routes of the spec; each page is its own chunk, loaded when first visited. */
export const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../pages/HomePage')).HomePage }) },
      { path: 'home', lazy: async () => ({ Component: (await import('../pages/HomePage')).HomePage }) },
      {
        path: 'loginFailure',
        lazy: async () => ({ Component: (await import('../pages/LoginFailurePage')).LoginFailurePage }),
      },
      // Every path but the public ones sits behind the login guard (requests-and-sign-in, section 2),
      // including those that match no page: a signed-out deep link is refused before anything else.
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).GuardedNotFoundPage }),
      },
    ],
  },
]);
