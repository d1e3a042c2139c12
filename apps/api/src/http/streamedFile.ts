import { Readable } from 'node:stream';

/**
 * A file answer produced piece by piece (exports, ZIP archives): the envelope writes it as
 * `{ data: { fileName, contentType, data: <base64> } }` while the pieces arrive, so memory stays flat
 * however long the file grows.
 */
export class StreamedFile {
  constructor(
    readonly fileName: string,
    readonly contentType: string,
    readonly content: AsyncIterable<Uint8Array>,
  ) {}
}

/** Base64 of a byte stream, cut only at multiples of three bytes so the pieces join into one text. */
export async function* base64Pieces(content: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let carry = Buffer.alloc(0);
  for await (const chunk of content) {
    let bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (carry.length > 0) {
      // Only the bytes that complete the carried group are copied, not the whole piece.
      const head = Buffer.concat([carry, bytes.subarray(0, 3 - carry.length)]);
      bytes = bytes.subarray(3 - carry.length);
      if (head.length < 3) {
        carry = head;
        continue;
      }
      yield head.toString('base64');
    }
    const whole = bytes.length - (bytes.length % 3);
    if (whole > 0) yield bytes.subarray(0, whole).toString('base64');
    carry = Buffer.from(bytes.subarray(whole));
  }
  if (carry.length > 0) yield carry.toString('base64');
}

/** The success envelope of a streamed file, as a readable stream of JSON text. */
export const streamedEnvelope = (file: StreamedFile): Readable =>
  Readable.from(
    (async function* () {
      const head = JSON.stringify({ fileName: file.fileName, contentType: file.contentType });
      yield `{"data":${head.slice(0, -1)},"data":"`;
      yield* base64Pieces(file.content);
      yield '"}}';
    })(),
  );

/**
 * Starts an async source and waits for its first item, so a failing first query is still a normal
 * error answer rather than a broken stream after the 200 status has gone out.
 */
export const primed = async <Item>(source: AsyncIterable<Item>): Promise<AsyncIterable<Item>> => {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    [Symbol.asyncIterator]: () => {
      let pending: IteratorResult<Item> | undefined = first;
      return {
        next: () => {
          if (pending) {
            const result = pending;
            pending = undefined;
            return Promise.resolve(result);
          }
          return iterator.next();
        },
        return: async (value?: unknown) =>
          (await iterator.return?.(value)) ?? { done: true, value: undefined },
      };
    },
  };
};
