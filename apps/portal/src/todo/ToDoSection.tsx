import { labelsIn, type RoleName } from '@cet-portal/api-client';
import { Button, RequestStatusBadge, Spinner } from '@cet-portal/ui';
import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextLink } from '../app/links';
import { failureMessage } from '../errors/failureStore';
import { useSession } from '../session/session';
import { hasToDoList, type ToDoRole, toDoQueryFor } from './toDoItems';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.lg} 0`};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Items = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow-wrap: anywhere;
`;

const ItemTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Fact = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Toggle = styled.div`
  justify-self: start;
`;

/**
 * How many items a list shows until 'Mostra tutte' is pressed: an applicant with sixteen drafts had
 * its filters and table about 4,500 px down on a phone, under the cards.
 */
export const TO_DO_SHOWN_AT_FIRST = 3;

/**
 * The role's to-do items, one query however many components ask. A page that shows the list above
 * other content also asks, to show that content only once the list has its height (the
 * applicant's request list moved down under the list as it arrived, CLS 0.35 on a phone).
 */
export const useToDoItems = (role: ToDoRole, enabled = true) => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const fiscalCode = user?.fiscalCode ?? '';
  const query = toDoQueryFor(role, { t, labels: labelsIn(i18n.language), fiscalCode });
  // useQueries for one query: it takes the role's options whichever read they are (requests or
  // meetings), where useQuery's overloads refuse a union of them.
  const [items] = useQueries({ queries: [{ ...query, enabled }] });
  return items;
};

/** The list of a role that has one: its heading, its state and its items. */
const ToDoList = ({ role }: { role: ToDoRole }) => {
  const { t, i18n } = useTranslation();
  const labels = labelsIn(i18n.language);
  const headingId = useId();
  const listId = useId();
  const items = useToDoItems(role);
  const [isExpanded, setExpanded] = useState(false);
  const count = items.data?.length;
  const isFoldable = count !== undefined && count > TO_DO_SHOWN_AT_FIRST;
  const shown = isFoldable && !isExpanded ? items.data?.slice(0, TO_DO_SHOWN_AT_FIRST) : items.data;

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>
        {t(`todo.titles.${role}`)}
        {count !== undefined && ` (${count})`}
      </Heading>
      {items.isPending && <Spinner label={t('todo.loading')} showLabel />}
      {items.isError && (
        <div role="alert">
          <p>{t('todo.failed', { reason: failureMessage(items.error) })}</p>
          {/* Named apart from the page's own 'Riprova', which may be failing beside it. */}
          <Button variant="secondary" onPress={() => void items.refetch()}>
            {t('todo.retry')}
          </Button>
        </div>
      )}
      {count === 0 && <p>{t(`todo.empty.${role}`)}</p>}
      {shown && shown.length > 0 && (
        <Items id={listId}>
          {shown.map((item) => (
            <Item key={item.id}>
              <ItemTitle>{item.title}</ItemTitle>
              {item.state && (
                <div>
                  <RequestStatusBadge state={item.state} label={labels.requestStates[item.state]} />
                </div>
              )}
              {item.facts.map((fact) => (
                <Fact key={fact}>{fact}</Fact>
              ))}
              <TextLink href={item.href} aria-label={item.actionLabel}>
                {item.action}
              </TextLink>
            </Item>
          ))}
        </Items>
      )}
      {isFoldable && (
        <Toggle>
          <Button
            variant="secondary"
            aria-expanded={isExpanded}
            aria-controls={listId}
            onPress={() => setExpanded((expanded) => !expanded)}
          >
            {isExpanded ? t('todo.showFewer') : t('todo.showAll', { count })}
          </Button>
        </Toggle>
      )}
    </Section>
  );
};

/**
 * What waits for the signed-in user, at the top of the home page (and of an applicant's list):
 * an applicant's drafts and requests to integrate, the secretariat's requests to check, a committee
 * member's reports in the open meetings, the president's meetings to open or close. Each item says
 * what it is and links to where it is done.
 */
export const ToDoSection = ({ forRole: role }: { forRole: RoleName }) =>
  hasToDoList(role) ? <ToDoList role={role} /> : null;
