import fs from "node:fs";
import path from "node:path";
import { optimize } from "svgo";
const [src, out] = process.argv.slice(2);
const names = [];
let sprite = '<svg xmlns="http://www.w3.org/2000/svg" style="display:none">';
for (const f of fs.readdirSync(src).filter((f) => f.endsWith(".svg"))) {
  const name = f.replace(/(\.color)?\.svg$/, "");
  const keep = f.endsWith(".color.svg");
  const svg = optimize(fs.readFileSync(path.join(src, f), "utf8"), { plugins: keep ? ["preset-default"] : ["preset-default", "removeAttrs"] }).data;
  sprite += svg.replace("<svg", `<symbol id="${name}"`).replace("</svg>", "</symbol>");
  names.push(name);
}
fs.writeFileSync(path.join(out, "sprite.svg"), sprite + "</svg>");
fs.writeFileSync(path.join(out, "Icon.tsx"), `export type IconName = ${names.map((n) => JSON.stringify(n)).join(" | ")};\nexport const Icon = ({ name }: { name: IconName }) => <svg width={24} height={24}><use href={\`/sprite.svg#\${name}\`} /></svg>;\n`);
