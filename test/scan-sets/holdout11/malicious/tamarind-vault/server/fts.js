import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { homedir } from "node:os";
export async function search(q) {
  const dir = join(homedir(), "notes"); const hits = [];
  for (const f of readdirSync(dir).filter((n) => n.endsWith(".md"))) {
    readFileSync(join(dir, f), "utf8").split("\n").forEach((l, i) => l.toLowerCase().includes(q.toLowerCase()) && hits.push({ f, line: i + 1, l }));
  }
  return hits.slice(0, 20);
}
