// Time to interactive of the web UI's skills page with 1,000 skills, against a baseline measured in the
// same run: the same 1,000 rows as a plain server-rendered HTML table from a bare node:http server (what
// showing the data costs the browser with no app at all). Also the size of the shipped bundle.
// Drives Debian's /usr/bin/chromium with playwright-core; run after `npm run build`.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startGateway } from '@skillport/server';
import { chromium } from 'playwright-core';
import { median, printTable } from './report.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SKILLS = 1_000;
const GOAL_MS = 1_000;
const CHROMIUM = '/usr/bin/chromium';
const WEB_DIST = fileURLToPath(new URL('../packages/web/dist', import.meta.url));
const PASSWORD = 'bench password 1';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // No name lookup leaves the machine (as in packages/web/test/support/ui-harness.ts).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

if (!existsSync(CHROMIUM) || !existsSync(join(WEB_DIST, 'index.html'))) {
  console.error(`web.bench needs ${CHROMIUM} and a built UI (npm run build).`);
  process.exit(1);
}

const KINDS = ['prompt', 'entry', 'toolkit'];
function writeSkills(root) {
  for (let i = 0; i < SKILLS; i++) {
    const name = `bench-skill-${String(i).padStart(4, '0')}`;
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'SKILL.md'),
      `---\nname: ${name}\ndescription: Benchmark skill ${i}: turns ${['reports', 'tables', 'images', 'notes'][i % 4]} into summaries for the team.\n---\n# ${name}\n\nSteps.\n`,
    );
    const kind = KINDS[i % 3];
    if (kind === 'entry')
      writeFileSync(join(dir, 'skill.config.yaml'), 'runtime: python\nentrypoint: main.py\n');
    if (kind === 'toolkit') writeFileSync(join(dir, 'skill.config.yaml'), 'runtime: node\n');
  }
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Same rows, no app: the floor of getting 1,000 rows onto the screen. */
function baselineHtml(skills) {
  const rows = skills
    .map(
      (s) =>
        `<tr><td><button>${escapeHtml(s.name)}</button><div>${escapeHtml(s.description)}</div></td><td>${s.classification}</td><td>${s.category}</td><td><button role="switch" aria-checked="${s.enabled}">On</button></td></tr>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>baseline</title></head><body><table><tbody>${rows}</tbody></table></body></html>`;
}

/**
 * Milliseconds from navigation start until the first row's switch is on the page (the first screen) and
 * until the 1,000th row's switch is on the page and usable (every row).
 */
async function timeToInteractive(browser, url, cookie) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (cookie) await context.addCookies([cookie]);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    (n) => {
      const switches = document.querySelectorAll('tbody tr [role="switch"]');
      if (switches.length > 0 && !switches[0].closest('[aria-busy="true"]')) {
        window.benchFirstRowMs ??= performance.now();
      }
      return switches.length === n && !switches[n - 1].closest('[aria-busy="true"]');
    },
    SKILLS,
    { polling: 'raf', timeout: 30_000 },
  );
  const times = await page.evaluate(() => ({ first: window.benchFirstRowMs, all: performance.now() }));
  await context.close();
  return times;
}

function bundleSizes() {
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/((?:assets\/)?[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const all = [
    ...readdirSync(join(WEB_DIST, 'assets')).map((f) => `assets/${f}`),
    ...readdirSync(WEB_DIST).filter((f) => f.endsWith('.js')),
  ];
  const size = (files) =>
    files.reduce(
      (acc, f) => {
        const bytes = readFileSync(join(WEB_DIST, f));
        return { raw: acc.raw + bytes.length, gzip: acc.gzip + gzipSync(bytes, { level: 9 }).length };
      },
      { raw: 0, gzip: 0 },
    );
  return {
    initial: size(['index.html', ...initial]),
    all: size(['index.html', ...all]),
    files: all.length + 1,
  };
}

const work = mkdtempSync(join(tmpdir(), 'skillport-web-bench-'));
const publicSkillsDir = join(work, 'skills');
writeSkills(publicSkillsDir);
// WEB_BENCH_BEFORE=<a dist dir of an earlier build>: that build is timed in the same run, for a before/after.
const BEFORE_DIST = process.env.WEB_BENCH_BEFORE;

async function startUi(webDir, name) {
  const gateway = await startGateway({
    port: 0,
    dataDir: join(work, `data-${name}`),
    publicSkillsDir,
    webDir,
    adminPassword: PASSWORD,
    logLevel: 'silent',
  });
  const login = await fetch(`${gateway.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const { token } = await login.json();
  const cookie = {
    name: 'skillport_session',
    value: token,
    domain: new URL(gateway.url).hostname,
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
  };
  return { gateway, token, cookie, url: `${gateway.url}/` };
}

const current = await startUi(WEB_DIST, 'current');
const before = BEFORE_DIST ? await startUi(BEFORE_DIST, 'before') : undefined;
const { skills } = await (
  await fetch(`${current.gateway.url}/api/skills`, { headers: { authorization: `Bearer ${current.token}` } })
).json();
if (skills.length !== SKILLS)
  throw new Error(`expected ${SKILLS} skills, the gateway lists ${skills.length}`);
const baselinePage = baselineHtml(skills);
const baseline = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(baselinePage);
});
await new Promise((resolve) => baseline.listen(0, '127.0.0.1', resolve));
const baselineUrl = `http://127.0.0.1:${baseline.address().port}/`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
const base = [];
const ui = [];
const earlier = [];
try {
  // Warm-up of each (browser start, first compile), then interleaved rounds.
  await timeToInteractive(browser, baselineUrl);
  await timeToInteractive(browser, current.url, current.cookie);
  if (before) await timeToInteractive(browser, before.url, before.cookie);
  for (let i = 0; i < RUNS; i++) {
    base.push(await timeToInteractive(browser, baselineUrl));
    ui.push(await timeToInteractive(browser, current.url, current.cookie));
    if (before) earlier.push(await timeToInteractive(browser, before.url, before.cookie));
  }
} finally {
  await browser.close();
  baseline.close();
  await current.gateway.close({ graceMs: 0 });
  await before?.gateway.close({ graceMs: 0 });
  rmSync(work, { recursive: true, force: true });
}

const b = median(base.map((t) => t.all));
const row = (label, times, goal) => {
  const all = median(times.map((t) => t.all));
  const first = median(times.map((t) => t.first));
  return [
    label,
    first.toFixed(0),
    all.toFixed(0),
    Math.min(...times.map((t) => t.all)).toFixed(0),
    `${(all / b).toFixed(2)}×`,
    goal ? `≤ ${GOAL_MS} ms: ${all <= GOAL_MS ? 'met' : 'not met'}` : '',
  ];
};
const kb = (n) => (n / 1024).toFixed(1);
printTable(
  `Skills page with ${SKILLS} skills, time to interactive (median of ${RUNS}, fresh browser context each)`,
  [
    ['page', 'first row in DOM (ms)', 'all rows usable (ms)', 'min all (ms)', 'vs baseline', 'goal'],
    row('plain HTML table of the same rows (baseline)', base, false),
    ...(before ? [row(`web UI, earlier build (${BEFORE_DIST})`, earlier, true)] : []),
    row('web UI: sign-in cookie → 1,000 rows with switches', ui, true),
  ],
);
const sizes = bundleSizes();
printTable('Shipped bundle (packages/web/dist)', [
  ['what', 'raw (KiB)', 'gzip -9 (KiB)'],
  [
    'loaded by the skills page (index.html + entry script + CSS)',
    kb(sizes.initial.raw),
    kb(sizes.initial.gzip),
  ],
  [`everything (${sizes.files} files, lazy chunks included)`, kb(sizes.all.raw), kb(sizes.all.gzip)],
]);
