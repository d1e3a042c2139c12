import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useRequestQuery } from './showRequestQueries';

/**
 * The amended request, named by its identifier once read. While it loads, or if it cannot be read,
 * the link still leads there with a generic name: that page tells why it cannot be shown.
 */
export const LinkedRequestLink = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const linked = useRequestQuery(id);
  const identifier = linked.data?.identifier;
  return (
    <Link href={`/showRequest/${id}`}>
      {identifier
        ? t('showRequest.summary.linkedRequestNumber', { identifier })
        : t('showRequest.summary.linkedRequestOpen')}
    </Link>
  );
};
