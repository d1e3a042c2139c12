import { ErrorPage } from '@cet-portal/ui';
import { useNavigate } from 'react-router';
import { RequireAuth } from '../auth/RequireAuth';

export const NotFoundPage = () => {
  const navigate = useNavigate();
  return <ErrorPage code={404} onBack={() => navigate(-1)} homeHref="/home" />;
};

export const GuardedNotFoundPage = () => (
  <RequireAuth>
    <NotFoundPage />
  </RequireAuth>
);
