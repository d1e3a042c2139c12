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
