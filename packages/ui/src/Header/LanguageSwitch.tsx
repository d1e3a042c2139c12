import { type KeyboardEvent, useRef } from 'react';
import type { HeaderLanguage } from './Header';
import { LanguageButton, Languages } from './Header.styles';

export interface LanguageSwitchProps {
  /** The group's accessible name, e.g. 'Lingua'. */
  label: string;
  languages: readonly HeaderLanguage[];
  /** The current language code. */
  language: string;
  onLanguageChange?: (code: string) => void;
}

const STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The header's language choice: a radio group of native buttons, one tab stop (the current language),
 * arrows moving between the languages and Enter or Space choosing one — React Aria's toggle-button
 * group's behaviour, without its code in every page's first view. Arrows only move: a
 * language is never switched under a keyboard user passing through.
 */
export const LanguageSwitch = ({ label, languages, language, onLanguageChange }: LanguageSwitchProps) => {
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step || !group.current) return;
    const buttons = [...group.current.querySelectorAll('button')];
    const current = buttons.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    event.preventDefault();
    buttons[(current + step + buttons.length) % buttons.length]?.focus();
  };
  return (
    <Languages ref={group} role="radiogroup" aria-label={label} onKeyDown={onKeyDown}>
      {languages.map((option) => {
        const isChosen = option.code === language;
        return (
          <LanguageButton
            key={option.code}
            type="button"
            role="radio"
            aria-checked={isChosen}
            aria-label={option.name}
            tabIndex={isChosen ? 0 : -1}
            onClick={() => {
              if (!isChosen) onLanguageChange?.(option.code);
            }}
          >
            {option.label}
          </LanguageButton>
        );
      })}
    </Languages>
  );
};
