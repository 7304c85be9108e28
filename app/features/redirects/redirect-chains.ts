import { targetKeyOf } from "~/features/redirects/redirect-paths";

/**
 * Why a redirect would not take a visitor straight to its destination: its target is its own
 * source (`self`), leads back to it (`loop`, the whole round), is itself redirected (`chainTo`,
 * with where that ends) or another redirect already points at its source (`chainFrom`).
 */
export type ChainProblem =
  | { kind: "self" }
  | { kind: "loop"; round: string[] }
  | { kind: "chainTo"; next: string; end: string }
  | { kind: "chainFrom"; previous: string };

/**
 * The problems of the redirects from `changed`, in the table as it would be once they are
 * written (`table`: every source and its target). Only addresses of this site can chain;
 * an external target ends a chain.
 */
export function chainProblems(
  table: ReadonlyMap<string, string>,
  changed: Iterable<string>,
): Map<string, ChainProblem> {
  const pointingAt = new Map<string, string[]>();
  for (const [source, target] of table) {
    const key = targetKeyOf(target);
    if (key !== null) pointingAt.set(key, [...(pointingAt.get(key) ?? []), source]);
  }
  const problems = new Map<string, ChainProblem>();
  for (const source of changed) {
    const target = table.get(source);
    if (target === undefined) continue;
    const next = targetKeyOf(target);
    if (next === source) {
      problems.set(source, { kind: "self" });
      continue;
    }
    if (next !== null && table.has(next)) {
      const round = [source, next];
      const seen = new Set(round);
      let at: string | null = next;
      for (;;) {
        const following: string | null = targetKeyOf(table.get(at) ?? "");
        if (following === null || !table.has(following)) {
          problems.set(source, { kind: "chainTo", next, end: table.get(at) ?? at });
          break;
        }
        if (following === source) {
          problems.set(source, { kind: "loop", round: [...round, source] });
          break;
        }
        // A loop further on that this redirect only leads into: reported where it closes.
        if (seen.has(following)) {
          problems.set(source, { kind: "chainTo", next, end: following });
          break;
        }
        seen.add(following);
        round.push(following);
        at = following;
      }
      continue;
    }
    const previous = (pointingAt.get(source) ?? []).find((other) => other !== source);
    if (previous !== undefined) problems.set(source, { kind: "chainFrom", previous });
  }
  return problems;
}
