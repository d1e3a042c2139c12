import { Readable } from 'node:stream';
import type { StreamedFile } from '../core/streamedFile';

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
