/**
 * Whether an Italian VAT number (partita IVA: 11 digits) ends with the Luhn check digit of its first
 * ten, the Revenue Agency's rule. The server and the forms share it, so a company proposed at sign-up
 * is refused by both for the same typo.
 */
export const hasVatCheckDigit = (value: string): boolean => {
  if (!/^\d{11}$/.test(value)) return false;
  const digits = [...value].map(Number);
  let sum = 0;
  for (const [index, digit] of digits.slice(0, 10).entries()) {
    if (index % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10 === digits[10];
};
