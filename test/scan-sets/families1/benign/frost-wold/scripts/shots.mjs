import { chromium } from 'playwright';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const profile = mkdtempSync(join(tmpdir(), 'shots-'));
const ctx = await chromium.launchPersistentContext(profile, { headless: true });
const page = await ctx.newPage();
for (const path of ['/', '/login', '/settings']) {
  await page.goto(`http://localhost:3000${path}`);
  await page.screenshot({ path: `shots${path === '/' ? '/home' : path}.png` });
}
await ctx.close();
