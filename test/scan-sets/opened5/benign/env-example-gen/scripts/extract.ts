#!/usr/bin/env -S npx tsx
// Extract i18n message keys from TS/TSX sources with the compiler API.
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from "node:fs";
import { join, extname } from "node:path";
import ts from "typescript";

type Catalog = Record<string, { message: string; description?: string }>;

const args = process.argv.slice(2);
const fns = new Set<string>();
let out = "locales/en/messages.json";
let diffDir: string | undefined;
const roots: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === "--fn") fns.add(args[++i]);
  else if (a === "--out") out = args[++i];
  else if (a === "--diff") diffDir = args[++i];
  else roots.push(a);
}
if (fns.size === 0) fns.add("t");

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if ([".ts", ".tsx"].includes(extname(name))) yield full;
  }
}

function extract(file: string, into: Catalog): void {
  const src = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
      const [first, second] = node.arguments;
      if (fns.has(name) && first && ts.isStringLiteral(first)) {
        const fallback = second && ts.isStringLiteral(second) ? second.text : first.text;
        into[first.text] ??= { message: fallback };
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
}

function sorted(c: Catalog): Catalog {
  return Object.fromEntries(Object.entries(c).sort(([a], [b]) => a.localeCompare(b)));
}

if (diffDir) {
  const en: Catalog = JSON.parse(readFileSync(join(diffDir, "en", "messages.json"), "utf8"));
  for (const lang of readdirSync(diffDir).filter((l) => l !== "en")) {
    const p = join(diffDir, lang, "messages.json");
    const cat: Catalog = existsSync(p) ? JSON.parse(readFileSync(p, "utf8")) : {};
    const missing = Object.keys(en).filter((k) => !(k in cat));
    const unused = Object.keys(cat).filter((k) => !(k in en));
    console.log(`${lang}: ${missing.length} missing, ${unused.length} unused`);
    for (const k of missing) console.log(`  - ${k}`);
  }
} else {
  const catalog: Catalog = existsSync(out) ? JSON.parse(readFileSync(out, "utf8")) : {};
  for (const root of roots) for (const f of files(root)) extract(f, catalog);
  writeFileSync(out, `${JSON.stringify(sorted(catalog), null, 2)}\n`);
  console.log(`${Object.keys(catalog).length} keys -> ${out}`);
}
