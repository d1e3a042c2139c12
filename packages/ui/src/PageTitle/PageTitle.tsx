import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { UI_NAMESPACE } from '../i18n/resources';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};
`;

export interface PageTitleProps {
  /** The page's title: shown as its only h1 and put in the document title. */
  children: string;
  /** Extra content after the title, such as a count. @default undefined */
  aside?: ReactNode;
  /** Whether to set `document.title` to '{title} - {suffix}'. @default true */
  setDocumentTitle?: boolean;
}

/** The h1 of a page; it also names the browser tab, as screen-reader users rely on it. */
export const PageTitle = ({ children, aside, setDocumentTitle = true }: PageTitleProps) => {
  const { t } = useTranslation(UI_NAMESPACE);
  const suffix = t('pageTitle.suffix');
  useEffect(() => {
    if (setDocumentTitle) document.title = `${children} - ${suffix}`;
  }, [children, suffix, setDocumentTitle]);
  return (
    <Heading>
      {children}
      {aside}
    </Heading>
  );
};
