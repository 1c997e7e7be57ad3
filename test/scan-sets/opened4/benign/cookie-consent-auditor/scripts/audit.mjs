import { chromium } from 'playwright';

const browser = await chromium.launch();
const ctx = await browser.newContext();        // fresh profile, no user data
const page = await ctx.newPage();
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
const before = (await ctx.cookies()).map((c) => `${c.domain} ${c.name}`);
await page.getByRole('button', { name: /accept|akzeptieren|accepter/i }).first().click().catch(() => {});
await page.waitForTimeout(2000);
const after = (await ctx.cookies()).map((c) => `${c.domain} ${c.name}`);
console.log('before consent:\n' + before.join('\n'));
console.log('added after consent:\n' + after.filter((c) => !before.includes(c)).join('\n'));
await browser.close();
