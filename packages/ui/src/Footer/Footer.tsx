import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Wrapper = styled.footer`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.onPrimary};
  a {
    color: ${({ theme }) => theme.color.onPrimary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRingInverse};
  }
  address {
    font-style: normal;
  }
  p, h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export interface FooterProps {
  /** The department's name, e.g. 'Dipartimento Salute – Comitato Etico Territoriale'. */
  department: string;
  /** The postal address, one line each. */
  addressLines: readonly string[];
  /** Contact e-mail. */
  email: string;
  /** Certified e-mail (PEC). */
  pec: string;
  /** Telephone, as written. @default undefined */
  phone?: string;
  /** Extra content, such as the accessibility statement link. @default undefined */
  children?: ReactNode;
}

/** The footer of the spec: the department's postal address and its contact and certified-mail addresses. */
export const Footer = ({ department, addressLines, email, pec, phone, children }: FooterProps) => {
  const { t } = useTranslation('ui');
  return (
    <Wrapper>
      <address>
        <h2>{department}</h2>
        {addressLines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </address>
      <div>
        <h2>{t('footer.contacts')}</h2>
        {phone && <p>{t('footer.phone', { phone })}</p>}
        <p>
          {t('footer.email')} <a href={`mailto:${email}`}>{email}</a>
        </p>
        <p>
          {t('footer.pec')} <a href={`mailto:${pec}`}>{pec}</a>
        </p>
      </div>
      {children && <div>{children}</div>}
    </Wrapper>
  );
};
