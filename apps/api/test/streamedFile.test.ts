import { describe, expect, it } from 'vitest';
import { base64Pieces } from '../src/http/streamedFile';

const joined = async (pieces: Uint8Array[]) => {
  let text = '';
  for await (const piece of base64Pieces(
    (async function* () {
      yield* pieces;
    })(),
  ))
    text += piece;
  return text;
};

describe('a streamed file in base64', () => {
  it('given pieces of every length, some shorter than a group of three bytes, then the text is the whole file in base64', async () => {
    const file = Buffer.from(Array.from({ length: 1_000 }, (_, index) => (index * 7) % 256));
    const lengths = [1, 1, 2, 5, 3, 0, 4, 1, 100, 7, 2];
    const pieces: Uint8Array[] = [];
    let at = 0;
    for (let index = 0; at < file.length; index += 1) {
      const length = lengths[index % lengths.length] ?? 1;
      pieces.push(file.subarray(at, at + length));
      at += length;
    }
    expect(await joined(pieces)).toBe(file.toString('base64'));
    expect(await joined([file])).toBe(file.toString('base64'));
    expect(await joined([])).toBe('');
  });
});
