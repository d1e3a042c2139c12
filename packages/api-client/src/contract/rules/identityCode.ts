/**
 * Where the digits of a fiscal code may stand. When two people would get the same code, the
 * Revenue Agency replaces digits from the right with letters (omocodia): 0-9 become L M N P Q R S
 * T U V, so those letters are valid in the digit positions too.
 */
const DIGIT = '[0-9LMNPQRSTUV]';

/** 6 letters, 2 digits, 1 letter, 2 digits, 1 letter, 3 digits, 1 letter (requests-and-sign-in, 5). */
const FISCAL_CODE_PATTERN = new RegExp(`^[A-Z]{6}${DIGIT}{2}[A-Z]${DIGIT}{2}[A-Z]${DIGIT}{3}[A-Z]$`);

/** Values of a character in an odd position (1st, 3rd, …), from the decree that defines the code. */
const ODD_VALUES: Record<string, number> = {
  '0': 1,
  '1': 0,
  '2': 5,
  '3': 7,
  '4': 9,
  '5': 13,
  '6': 15,
  '7': 17,
  '8': 19,
  '9': 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};

/** In an even position a digit counts as itself and a letter as its place in the alphabet from 0. */
const evenValue = (character: string) =>
  /\d/.test(character) ? Number(character) : character.charCodeAt(0) - 'A'.charCodeAt(0);

/** The check character (the 16th) that the first fifteen characters of an uppercase code give. */
export const fiscalCodeCheckCharacter = (code: string): string => {
  let sum = 0;
  for (const [index, character] of [...code.slice(0, 15)].entries()) {
    // Positions are counted from 1, so index 0 is an odd position.
    sum += index % 2 === 0 ? (ODD_VALUES[character] ?? 0) : evenValue(character);
  }
  return String.fromCharCode('A'.charCodeAt(0) + (sum % 26));
};

/**
 * What is wrong with an uppercase fiscal code: its format, or its check character (a typo the
 * check catches); null for a valid code.
 */
export const fiscalCodeProblem = (code: string): 'format' | 'checkCharacter' | null => {
  if (!FISCAL_CODE_PATTERN.test(code)) return 'format';
  return fiscalCodeCheckCharacter(code) === code[15] ? null : 'checkCharacter';
};

/** Whether `value` (any case) has the format of a fiscal code and its check character. */
export const isFiscalCode = (value: string): boolean =>
  fiscalCodeProblem(value.trim().toUpperCase()) === null;

/**
 * An eIDAS identifier as the user panel's tooltip shows it, NOME_COGNOME_DATA_NASCITA: given
 * names, surnames (words joined by '-'), and the birth date as yyyy-MM-dd, dd-MM-yyyy or 8 digits.
 * Only the characters the contract's identifier allows (letters, digits, '_' and '-').
 */
const EIDAS_PATTERN = /^[A-Z]+(?:-[A-Z]+)*_[A-Z]+(?:-[A-Z]+)*_(?:\d{4}-\d{2}-\d{2}|\d{2}-\d{2}-\d{4}|\d{8})$/;

/** Whether `value` (any case) is an eIDAS identifier shaped NOME_COGNOME_DATA_NASCITA. */
export const isEidasIdentifier = (value: string): boolean => EIDAS_PATTERN.test(value.trim().toUpperCase());

/** Whether `value` identifies a person as the user form accepts it: a fiscal code or an eIDAS identifier. */
export const isPersonIdentityCode = (value: string): boolean =>
  isFiscalCode(value) || isEidasIdentifier(value);
