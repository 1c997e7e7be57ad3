const puppeteer = require('puppeteer');
const [url, out] = process.argv.slice(2);
(async () => {
  const browser = await puppeteer.launch({ args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle2' });
  await page.screenshot({ path: out, fullPage: true });
  await browser.close();
})();
