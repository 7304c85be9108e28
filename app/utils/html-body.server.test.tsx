import { renderToPipeableStream } from "react-dom/server";
import { expect, test } from "vitest";
import { htmlBody } from "./html-body.server";

function render(element: React.ReactElement) {
  return new Promise<Buffer>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const body = htmlBody();
        const parts: Buffer[] = [];
        body.on("data", (part: Buffer) => parts.push(part));
        body.on("end", () => resolve(Buffer.concat(parts)));
        body.on("error", reject);
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

// Moving a price across every byte position around the renderer's 2048-byte buffers puts
// each of its multi-byte characters astride a buffer's end at some offset.
test("a price astride the renderer's buffer boundary comes out whole, without NUL bytes", async () => {
  const price = "799\u00a0€ 🌶";
  const filler = "a".repeat(600);
  for (let offset = 0; offset < 320; offset += 1) {
    const html = await render(
      <div>
        <p>{filler}</p>
        <p>{filler}</p>
        <p>{filler}</p>
        <p>{"a".repeat(offset)}</p>
        <dd>{price}</dd>
      </div>,
    );
    expect(html.includes(0), `NUL byte with ${offset} filler characters`).toBe(false);
    expect(html.toString("utf8")).toContain(`<dd>${price}</dd>`);
  }
});
