import type { ReactNode } from 'react';
import { Glyph } from './RichTextEditor.styles';

export const BoldIcon = () => <Glyph $style="bold">B</Glyph>;
export const ItalicIcon = () => <Glyph $style="italic">I</Glyph>;
export const UnderlineIcon = () => <Glyph $style="underline">U</Glyph>;

/** A 20 px toolbar icon drawn in the text colour; decorative, the button carries the name. */
const Icon = ({ children }: { children: ReactNode }) => (
  <svg
    aria-hidden="true"
    focusable="false"
    width="20"
    height="20"
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
  >
    {children}
  </svg>
);

export const BulletListIcon = () => (
  <Icon>
    <path d="M8 5h9M8 10h9M8 15h9" />
    <circle cx="4" cy="5" r="1.2" fill="currentColor" stroke="none" />
    <circle cx="4" cy="10" r="1.2" fill="currentColor" stroke="none" />
    <circle cx="4" cy="15" r="1.2" fill="currentColor" stroke="none" />
  </Icon>
);

export const OrderedListIcon = () => (
  <Icon>
    <path d="M8 5h9M8 10h9M8 15h9" />
    <path d="M3 3.5l1.2-.8v4M2.6 8.8c.4-.6 2.2-.7 2.2.5 0 .9-2.2 1.6-2.2 2.7h2.4" strokeWidth="1.2" />
  </Icon>
);

export const QuoteIcon = () => (
  <Icon>
    <path d="M4 14c0-4 1-6 4-8M11 14c0-4 1-6 4-8" />
    <path d="M4 14h3v-3H4zM11 14h3v-3h-3z" fill="currentColor" />
  </Icon>
);

export const UndoIcon = () => (
  <Icon>
    <path d="M4 8h8a4 4 0 0 1 0 8H8M4 8l3.5-3.5M4 8l3.5 3.5" />
  </Icon>
);

export const RedoIcon = () => (
  <Icon>
    <path d="M16 8H8a4 4 0 0 0 0 8h4M16 8l-3.5-3.5M16 8l-3.5 3.5" />
  </Icon>
);
