import { chromium } from 'playwright';

const url = process.argv[2];
const sizes = [[375, 812], [768, 1024], [1440, 900]];
const browser = await chromium.launch();
for (const [w, h] of sizes) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `shot-${w}x${h}.png`, fullPage: true });
  await page.close();
}
await browser.close();
