/**
 * The spec's cell truncation: text longer than `maxLength` characters is cut there and ends in '...'.
 * Counts code points, so an emoji (two UTF-16 units) is never split in half.
 */
export const truncateText = (text: string, maxLength: number) => {
  const characters = Array.from(text);
  return characters.length > maxLength ? `${characters.slice(0, maxLength).join('')}...` : text;
};
