/**
 * The spec's cell truncation: text longer than `maxLength` characters is cut there and ends in '...'.
 * `from` moves the point where cutting starts: the meeting list cuts an agenda of 32 characters or
 * more, 32 included, while other cells keep a text of exactly 32 whole.
 * Counts code points, so an emoji (two UTF-16 units) is never split in half.
 */
export const truncateText = (text: string, maxLength: number, from = maxLength + 1) => {
  const characters = Array.from(text);
  return characters.length >= from ? `${characters.slice(0, maxLength).join('')}...` : text;
};
