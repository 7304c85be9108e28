import http from "node:http";

export type PlainResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request on a fresh connection (no agent, no fetch): what a server sends, as it sent it. */
export function plainRequest(
  port: number,
  method = "GET",
  path = "/",
  headers: http.OutgoingHttpHeaders = {},
) {
  return new Promise<PlainResponse>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path, headers, agent: false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}
