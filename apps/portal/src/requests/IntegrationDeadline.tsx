import { daysLeft, formatDate, type Request } from '@cet-portal/api-client';
import { DeadlineBadge } from '@cet-portal/ui';

/** The integration due date and its days left, or 'Termine scaduto' (docs/deadlines.md); nothing while stopped. */
export const IntegrationDeadline = ({
  request,
  now,
}: {
  request: Pick<Request, 'integrationDue' | 'integrationLapsed'>;
  now: Date;
}) =>
  request.integrationDue ? (
    <DeadlineBadge
      dueDate={formatDate(request.integrationDue)}
      daysLeft={daysLeft(new Date(request.integrationDue), now)}
      isLapsed={request.integrationLapsed !== null}
    />
  ) : null;
