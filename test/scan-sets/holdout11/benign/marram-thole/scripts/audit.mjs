import { chromium } from "playwright";
import AxeBuilder from "@axe-core/playwright";
const [base, ...paths] = process.argv.slice(2);
if (!/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(base)) { console.error("only localhost is audited"); process.exit(1); }
const browser = await chromium.launch(); const page = await browser.newPage();
for (const p of paths.length ? paths : ["/"]) {
  await page.goto(base + p);
  const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
  for (const v of r.violations) console.log(`${p}\t${v.impact}\t${v.id}\t${v.nodes.length} nodes`);
}
await browser.close();
