import { describe, expect, test } from "vitest";
import { readFormBody } from "~/utils/form-body.server";

const limit = 1024;

function post(
  body: BodyInit | null,
  contentType: string | null,
  extraHeaders: Record<string, string> = {},
) {
  const headers = new Headers(extraHeaders);
  if (contentType !== null) headers.set("Content-Type", contentType);
  return new Request("http://localhost/contatti", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);
}

const urlencoded = "application/x-www-form-urlencoded";

describe("a readable form", () => {
  test("an urlencoded form is read with its accented letters", async () => {
    const result = await readFormBody(post("nome=Jos%C3%A9&citt%C3%A0=Bari", urlencoded), limit);
    expect(result.ok && Object.fromEntries(result.formData)).toEqual({
      nome: "José",
      città: "Bari",
    });
  });

  test("a multipart form is read", async () => {
    const form = new FormData();
    form.set("nome", "Lucia");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const result = await readFormBody(request, limit);
    expect(result.ok && result.formData.get("nome")).toBe("Lucia");
  });

  test("a UTF-8 charset parameter is fine; an empty body is an empty form", async () => {
    const result = await readFormBody(post("", `${urlencoded}; charset=UTF-8`), limit);
    expect(result.ok && [...result.formData]).toEqual([]);
  });
});

describe("bodies that are no form of ours", () => {
  const cases: [string, Request, string, number][] = [
    ["JSON", post('{"nome":"x"}', "application/json"), "unsupported-type", 415],
    ["plain text", post("nome=x", "text/plain"), "unsupported-type", 415],
    ["no Content-Type", post("nome=x", null), "unsupported-type", 415],
    [
      "another charset",
      post("nome=x", `${urlencoded}; charset=iso-8859-1`),
      "unsupported-type",
      415,
    ],
    ["multipart without its boundary", post("--x\r\n", "multipart/form-data"), "malformed", 400],
    [
      "multipart cut short",
      post(
        '--b\r\nContent-Disposition: form-data; name="nome"\r\n\r\nMario',
        "multipart/form-data; boundary=b",
      ),
      "malformed",
      400,
    ],
    ["percent-encoded invalid UTF-8", post("nome=%C3%28", urlencoded), "invalid-encoding", 400],
    [
      "raw Latin-1 bytes",
      post(new Uint8Array([0x6e, 0x3d, 0xe8]), urlencoded),
      "invalid-encoding",
      400,
    ],
    ["invalid UTF-8 in a name", post("%FF=1", urlencoded), "invalid-encoding", 400],
    [
      "declared larger than the limit",
      post("a=1", urlencoded, { "Content-Length": String(limit + 1) }),
      "too-large",
      413,
    ],
    ["larger than the limit", post(`a=${"x".repeat(limit)}`, urlencoded), "too-large", 413],
  ];
  for (const [name, request, problem, status] of cases) {
    test(`${name}: ${status}`, async () => {
      expect(await readFormBody(request, limit)).toEqual({ ok: false, problem, status });
    });
  }

  test("a body far over the limit is not read to its end", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(512).fill(0x61));
      },
    });
    const result = await readFormBody(post(endless, urlencoded), limit);
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(pulled).toBeLessThan(10);
  });
});
