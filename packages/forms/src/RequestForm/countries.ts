import { DEFAULT_COUNTRY } from '@cet-portal/api-client';
import type { ListOption } from '@cet-portal/ui';

/**
 * The countries a promoter is offered by default (ISO 3166-1 alpha-2): the European Economic Area,
 * its neighbours, and the countries most sponsors of trials in Italy come from. A portal passes its
 * own list through `countries`.
 */
export const DEFAULT_PROMOTER_COUNTRIES = [
  'IT',
  'AT',
  'BE',
  'BG',
  'CY',
  'HR',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'CZ',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'HU',
  'IS',
  'LI',
  'NO',
  'CH',
  'GB',
  'SM',
  'VA',
  'US',
  'CA',
  'JP',
  'AU',
  'IL',
  'IN',
  'CN',
  'BR',
] as const;

/** The countries by name in the user's language, Italy first (the spec's default country). */
export const countryOptions = (codes: readonly string[], language: string): ListOption[] => {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  const options = codes.map((code) => ({ id: code, label: names.of(code) ?? code }));
  return [
    ...options.filter((option) => option.id === DEFAULT_COUNTRY),
    ...options
      .filter((option) => option.id !== DEFAULT_COUNTRY)
      .sort((a, b) => collator.compare(a.label, b.label)),
  ];
};
