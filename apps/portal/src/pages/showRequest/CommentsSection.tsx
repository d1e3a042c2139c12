import { formatDateTime, type RequestComment } from '@cet-portal/api-client';
import { Card } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Muted, PlainList } from './ShowRequestPage.styles';

/** Comments area: at most 350 px high (requests-and-sign-in, section 9), then it scrolls. */
const ScrollArea = styled.div`
  max-height: 350px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Comment = styled.li`
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Byline = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Who wrote each comment, when, and what. */
export const CommentsSection = ({ comments }: { comments: readonly RequestComment[] }) => {
  const { t } = useTranslation();
  return (
    <Card title={t('showRequest.comments.heading')}>
      {comments.length === 0 ? (
        <Muted>{t('showRequest.comments.none')}</Muted>
      ) : (
        // Focusable and named, so that keyboard users can scroll a long list of comments too.
        <ScrollArea role="region" aria-label={t('showRequest.comments.region')} tabIndex={0}>
          <PlainList>
            {comments.map((comment) => (
              <Comment key={`${comment.date}-${comment.user._id}`}>
                <Byline>
                  {comment.user.fullname}, <time dateTime={comment.date}>{formatDateTime(comment.date)}</time>
                </Byline>
                <p>{comment.body}</p>
              </Comment>
            ))}
          </PlainList>
        </ScrollArea>
      )}
    </Card>
  );
};
