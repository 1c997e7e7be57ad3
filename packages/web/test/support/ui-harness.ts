import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningGateway, startGateway } from '@skillport/server';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const ADMIN_PASSWORD = 'correct horse battery staple';
export const WEB_DIST = fileURLToPath(new URL('../../dist', import.meta.url));
export const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts', import.meta.url));

/** Debian's Chromium, never a downloaded browser; flags keep it off the network and quiet. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // No name lookup leaves the machine: Chromium otherwise resolves its own service hosts (~120 DNS queries
  // per run, the flags above notwithstanding). Its IPv6 reachability probe remains (see launchChromium).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** In CI a missing browser is a failure; on a developer machine without it the suite is skipped. */
export const browserTestsRun = existsSync(CHROMIUM) || process.env.CI === 'true';

const BWRAP = '/usr/bin/bwrap';
const FORWARDER = fileURLToPath(new URL('./loopback-forwarder.cjs', import.meta.url));

/**
 * Chromium in a network namespace of its own (bubblewrap), whose only way out is the gateway's port:
 * even with every flag above it probes IPv6 reachability with a socket connected to a public address,
 * and there that connect fails (no route) instead of reaching for the internet. Without bubblewrap (a
 * developer machine) it runs on the host network; .ci/run installs bubblewrap.
 */
export async function launchChromium(gatewayUrl: string): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: install it with apt-get install -y chromium (.ci/run does).`,
    );
  }
  if (!existsSync(BWRAP)) {
    if (process.env.CI === 'true')
      throw new Error(`No ${BWRAP}: install it with apt-get install -y bubblewrap.`);
    return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  }
  const port = Number(new URL(gatewayUrl).port);
  const dir = mkdtempSync(path.join(tmpdir(), 'skillport-browser-'));
  const socketPath = path.join(dir, 'gateway.sock');
  const bridge = net.createServer((outer) => {
    const gateway = net.connect(port, '127.0.0.1');
    outer.pipe(gateway).pipe(outer);
    outer.on('error', () => gateway.destroy());
    gateway.on('error', () => outer.destroy());
  });
  await new Promise<void>((resolve) => bridge.listen(socketPath, resolve));
  const launcher = path.join(dir, 'chromium');
  const ready = path.join(dir, 'ready');
  writeFileSync(
    launcher,
    `#!/bin/sh
exec ${BWRAP} --dev-bind / / --unshare-net --die-with-parent -- /bin/sh -c '
"$0" "$1" ${port} "$2" "$3" </dev/null >/dev/null 2>&1 3>&- 4>&- &
forwarder=$!
while [ ! -e "$3" ]; do sleep 0.01; done
shift 3
${CHROMIUM} "$@"
status=$?
kill $forwarder
exit $status' ${JSON.stringify(process.execPath)} ${JSON.stringify(FORWARDER)} ${JSON.stringify(socketPath)} ${JSON.stringify(ready)} "$@"
`,
    { mode: 0o755 },
  );
  const browser = await chromium.launch({ executablePath: launcher, args: CHROMIUM_ARGS, headless: true });
  browser.on('disconnected', () => {
    bridge.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return browser;
}

export function writeSkill(
  root: string,
  name: string,
  {
    description = `The ${name} skill, for the UI tests.`,
    body = `# ${name}\n\nDo the ${name} thing.\n`,
    frontmatter = '',
    files = {} as Record<string, string>,
  } = {},
): void {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  const desc = description === '' ? '' : `description: ${description}\n`;
  writeFileSync(path.join(dir, 'SKILL.md'), `---\nname: ${name}\n${desc}${frontmatter}---\n${body}`);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
}

export interface UiGateway {
  running: RunningGateway;
  url: string;
  /** A bearer token of the admin, for arranging state through the API. */
  adminToken: string;
  api(pathname: string, init?: { method?: string; json?: unknown; token?: string }): Promise<Response>;
  close(): Promise<void>;
}

/** A gateway on a loopback port with a temp data dir, serving the built UI. */
export async function startUiGateway(publicSkills: (root: string) => void): Promise<UiGateway> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`The web UI is not built (${WEB_DIST}); run npm run build first.`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillport-ui-'));
  const publicSkillsDir = path.join(dataDir, 'public-skills');
  mkdirSync(publicSkillsDir);
  publicSkills(publicSkillsDir);
  // The secret vault starts only with a master key (SPEC §7); this process's gateway gets a fresh one.
  process.env.SKILLPORT_MASTER_KEY ??= `v1:${randomBytes(32).toString('base64')}`;
  const running = await startGateway({
    host: '127.0.0.1',
    port: 0,
    dataDir: path.join(dataDir, 'data'),
    publicSkillsDir,
    webDir: WEB_DIST,
    adminPassword: ADMIN_PASSWORD,
    logLevel: 'silent',
  });
  const api: UiGateway['api'] = (pathname, init = {}) =>
    fetch(new URL(pathname, running.url), {
      method: init.method ?? 'GET',
      headers: {
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  const login = await api('/api/auth/login', {
    method: 'POST',
    json: { username: 'admin', password: ADMIN_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  return {
    running,
    url: running.url,
    adminToken: token,
    api: (pathname, init = {}) => api(pathname, { token, ...init }),
    async close() {
      await running.close({ graceMs: 1_000 });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A page that fails the test on any script error or CSP violation it reports. */
export async function openPage(context: BrowserContext, problems: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !/^Failed to load resource: the server responded with a status of \d{3}/.test(message.text())
    ) {
      problems.push(`console: ${message.text()}`);
    }
  });
  return page;
}

/** Full page by default; a modal (fixed to the viewport) is shot as the viewport shows it. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage });
}

export async function signIn(page: Page, url: string, username: string, password: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Skills', level: 1 }).waitFor();
}
