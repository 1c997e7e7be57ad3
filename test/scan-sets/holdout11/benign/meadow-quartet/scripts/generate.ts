import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";

const [specPath, outDir] = process.argv.slice(2);
const spec = YAML.parse(readFileSync(specPath, "utf8"));

function fnName(op: any, method: string, p: string) {
  return op.operationId ?? `${method}_${p.replace(/[^a-zA-Z0-9]+/g, "_")}`;
}
const lines: string[] = ["// generated, do not edit", "export const base = { url: '' };"];
for (const [p, item] of Object.entries<any>(spec.paths ?? {})) {
  for (const method of ["get", "post", "put", "patch", "delete"]) {
    const op = item[method]; if (!op) continue;
    lines.push(`export async function ${fnName(op, method, p)}(init: RequestInit = {}) { const r = await fetch(base.url + ${JSON.stringify(p)}, { ...init, method: "${method.toUpperCase()}" }); return r.json(); }`);
  }
}

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, "client.ts"), lines.join("\n") + "\n");
console.log(`wrote ${lines.length - 2} operations`);
