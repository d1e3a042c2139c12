import { ErrorPage } from '@cet-portal/ui';
import { useNavigate } from 'react-router';

export const NotFoundPage = () => {
  const navigate = useNavigate();
  return <ErrorPage code={404} onBack={() => navigate(-1)} homeHref="/home" />;
};
