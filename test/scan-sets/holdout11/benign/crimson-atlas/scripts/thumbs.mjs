import sharp from "sharp";
import fs from "node:fs/promises";
import path from "node:path";

const [src, out] = process.argv.slice(2);
const sizes = (process.argv.find((a) => a.startsWith("--sizes="))?.split("=")[1] ?? "320,640,1280").split(",").map(Number);

await fs.mkdir(out, { recursive: true });
const manifest = {};
for (const name of await fs.readdir(src)) {
  if (!/\.(png|jpe?g|webp)$/i.test(name)) continue;
  manifest[name] = [];
  for (const w of sizes) {
    const dst = path.join(out, `${path.parse(name).name}-${w}.webp`);
    await sharp(path.join(src, name)).rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: 78 }).toFile(dst);
    manifest[name].push({ w, file: path.basename(dst) });
  }
}
await fs.writeFile(path.join(out, "manifest.json"), JSON.stringify(manifest, null, 2));

console.log(`processed ${Object.keys(manifest).length} images`);
