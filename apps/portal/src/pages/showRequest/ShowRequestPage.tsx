import { idSchema, isApiError, type Request } from '@cet-portal/api-client';
import { PageTitle, Spinner } from '@cet-portal/ui';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { lazyPart } from '../../app/lazyPart';
import { PagePart } from '../../app/PagePart';
import { PageLoadFailure } from '../../errors/LoadFailure';
import { useSession } from '../../session/session';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { PromoterSection } from './PromoterSection';
import { Actions, Muted, Sections } from './ShowRequestPage.styles';
import { StudySection } from './StudySection';
import { SummarySection } from './SummarySection';
import { SECTION_ANCHORS } from './sectionAnchors';
import { useRequestQuery } from './showRequestQueries';
import { canDecide, canEdit, canExtendDeadline, canRestore } from './showRequestRules';

// The sections under the study (files, report, decisions, history) are React Aria's and the forms'
// code, most of the route's: they load apart, once the summary, the promoter and the study (what a
// reader meets first) are drawn (docs/BENCHMARKS.md, twelfth round).
const RequestWorkSections = lazyPart(async () => (await import('./RequestWorkSections')).RequestWorkSections);

interface RequestDetailProps {
  request: Request;
  onReload: () => void;
}

/** Every section of the request, and what the active role may do with it. */
const RequestDetail = ({ request, onReload }: RequestDetailProps) => {
  const { t } = useTranslation();
  const { role } = useSession();
  const isEditable = canEdit(role, request);
  const isDecidable = canDecide(role, request);
  const isRestorable = canRestore(role, request);
  const isExtendable = canExtendDeadline(role, request);
  return (
    <>
      {request.isClone && <Muted>{t('showRequest.clone')}</Muted>}
      {/* What the role may do comes first: the decision sits at the end of a long page. */}
      {(isEditable || isDecidable || isRestorable || isExtendable) && (
        <nav aria-label={t('showRequest.actions.label')}>
          <Actions>
            {isEditable && <Link href={`/requestForm/${request._id}`}>{t('showRequest.edit')}</Link>}
            {/* Plain anchors: the browser scrolls to the section and moves the reading point there. */}
            {isDecidable && <a href={`#${SECTION_ANCHORS.decision}`}>{t('showRequest.actions.decide')}</a>}
            {isExtendable && <a href={`#${SECTION_ANCHORS.deadline}`}>{t('showRequest.actions.extend')}</a>}
            {isRestorable && <a href={`#${SECTION_ANCHORS.restore}`}>{t('showRequest.actions.restore')}</a>}
          </Actions>
        </nav>
      )}
      <Sections>
        <SummarySection request={request} />
        <PromoterSection request={request} />
        <StudySection request={request} />
        <PagePart loading={t('showRequest.loadingSections')}>
          <RequestWorkSections
            request={request}
            onReload={onReload}
            may={{ decide: isDecidable, extendDeadline: isExtendable, restore: isRestorable }}
          />
        </PagePart>
      </Sections>
    </>
  );
};

/** `/showRequest/{id}`: one request as RIC, SEG, CET and PRE see it (requests-and-sign-in, section 2). */
export const ShowRequestPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const isValidId = idSchema.safeParse(id).success;
  const request = useRequestQuery(id, isValidId);
  const reload = () => void request.refetch();

  // An address that cannot name a request is a missing page, not a failed call.
  if (!isValidId) return <NotFoundPage />;

  // A refusal or a missing request is the error page, which has its own title.
  const isErrorPage = isApiError(request.error) && [403, 404].includes(request.error.status);
  return (
    <>
      {!isErrorPage && <PageTitle>{t('showRequest.title')}</PageTitle>}
      {request.isError && (
        <PageLoadFailure error={request.error} what={t('showRequest.loadError')} onRetry={reload} />
      )}
      {request.isPending && <Spinner label={t('showRequest.loading')} showLabel />}
      {request.isSuccess && (
        // Keyed by id: the forms of one request never carry over to the next (e.g. the linked request).
        <RequestDetail key={request.data._id} request={request.data} onReload={reload} />
      )}
    </>
  );
};
ShowRequestPage.parts = [RequestWorkSections];
