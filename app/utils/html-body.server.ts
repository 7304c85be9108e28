import { Transform } from "node:stream";

/**
 * The stream a page's HTML is piped into. React 18's streaming renderer encodes text into
 * 2048-byte buffers; when a multi-byte character (the non-breaking space and the "€" of a
 * price) does not fit at the end of one, it still sends the whole buffer, so up to three
 * unwritten NUL bytes land in the page (facebook/react#26228, fixed only in React 19). The
 * markup never holds a NUL of its own, so trailing NULs of a chunk are that padding.
 */
export function htmlBody() {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let end = chunk.length;
      while (end > 0 && chunk.length - end < 3 && chunk[end - 1] === 0) end -= 1;
      callback(null, end === chunk.length ? chunk : chunk.subarray(0, end));
    },
  });
}
