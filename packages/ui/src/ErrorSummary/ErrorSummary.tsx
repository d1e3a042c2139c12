import type { MouseEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
  ul {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
  a {
    color: ${({ theme }) => theme.color.danger};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export interface ErrorSummaryItem {
  /** The field's name in its form: the link's target. */
  name: string;
  /** The field's visible label. */
  label: string;
  /** What is wrong, as the field itself says it. */
  message: string;
}

export interface ErrorSummaryProps {
  /** The fields in error, in the order they appear on the page; nothing is rendered when empty. */
  errors: readonly ErrorSummaryItem[];
  /**
   * Moves the focus to a field when its link is chosen; by default the control named `name` in the
   * same form, or the first control of its field when that one is hidden (a select's native twin).
   * @default undefined
   */
  onSelect?: (name: string) => void;
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

const isVisible = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement &&
  element.getClientRects().length > 0 &&
  !element.closest('[aria-hidden="true"]');

/** The control to focus for a field: the named one, or the nearest visible control around it. */
const controlOf = (form: ParentNode, name: string): HTMLElement | undefined => {
  const named = form.querySelector(`[name="${CSS.escape(name)}"]`);
  let scope: Element | null = named;
  while (scope && scope !== form) {
    if (isVisible(scope) && scope.matches(FOCUSABLE)) return scope;
    const inside = [...scope.querySelectorAll(FOCUSABLE)].find(isVisible);
    if (inside) return inside;
    scope = scope.parentElement;
  }
  return undefined;
};

/**
 * What is wrong in a form, at its top, as GOV.UK's forms show it: a heading, then one link per field in
 * error that takes the user to the field. It is not a live region: each field announces its own error
 * where it is, and the summary is read when the user reaches it.
 */
export const ErrorSummary = ({ errors, onSelect }: ErrorSummaryProps) => {
  const { t } = useTranslation('ui');
  const headingId = useId();
  if (errors.length === 0) return null;

  const select = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    event.preventDefault();
    if (onSelect) return onSelect(name);
    const form = event.currentTarget.closest('form') ?? document;
    const control = controlOf(form, name);
    control?.scrollIntoView({ block: 'center' });
    control?.focus();
  };

  return (
    <Box role="group" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('errorSummary.title')}</h2>
      <p>{t('errorSummary.intro', { count: errors.length })}</p>
      <ul>
        {errors.map((error) => (
          <li key={error.name}>
            <a href={`#${error.name}`} onClick={(event) => select(event, error.name)}>
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </Box>
  );
};
