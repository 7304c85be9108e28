import { isDatabaseHealthy } from "~/utils/db.server";
import { wholeAnswer } from "~/utils/resource-answer.server";

export function loader() {
  const healthy = isDatabaseHealthy();
  return wholeAnswer(healthy ? "ok" : "database non raggiungibile", {
    status: healthy ? 200 : 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
