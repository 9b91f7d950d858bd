/**
 * The judged query set (tests/fixtures/search-judgements.json) and recall@5 over it, shared by the
 * recall test and the bench (scripts/bench/searchBench.mjs).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export type JudgedQuery = {
  locale: "es-es" | "es-co";
  section: "search" | "faq";
  query: string;
  kind: string;
  expect: string[];
};

/** The judged queries. */
export function judgedQueries(): JudgedQuery[] {
  const file = path.resolve(import.meta.dirname, "../../fixtures/search-judgements.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { queries: JudgedQuery[] }).queries;
}

/** recall@5 of one query: how many expected uids are in the first five found, over min(expected, 5). */
export function recallAt5(found: readonly string[], expected: readonly string[]): number {
  const top = new Set(found.slice(0, 5));
  return expected.filter((uid) => top.has(uid)).length / Math.min(expected.length, 5);
}

/** Mean recall@5 of a search over the judged queries, and the queries it missed. */
export async function judgedRecall(
  search: (query: JudgedQuery) => Promise<string[]> | string[],
): Promise<{ recall: number; misses: string[] }> {
  const queries = judgedQueries();
  let total = 0;
  const misses: string[] = [];
  for (const query of queries) {
    const found = await search(query);
    const recall = recallAt5(found, query.expect);
    total += recall;
    if (recall < 1)
      misses.push(
        `${query.locale} ${query.section} «${query.query}»: ${recall.toFixed(2)} (top 5: ${found.slice(0, 5).join(", ") || "nothing"})`,
      );
  }
  return { recall: total / queries.length, misses };
}
