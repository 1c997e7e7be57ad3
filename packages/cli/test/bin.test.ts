import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from './in-process.js';

// The binary users run, the committed entry point that starts the bundle, as a separate process: what only
// a process shows (its --version fast path, exit status, the bundle's discovery cache, serve until a
// signal). Everything else the commands do is tested in-process (cli.test.ts and the files beside it).
const BIN = fileURLToPath(new URL('../bin/skillport.js', import.meta.url));
const BUNDLE = fileURLToPath(new URL('../bundle/skillport.js', import.meta.url));
/** The package's `bin`: a shell launcher in front of BIN. */
const LAUNCHER = fileURLToPath(new URL('../bin/skillport', import.meta.url));
const PACKAGE = fileURLToPath(new URL('..', import.meta.url));

function runBin(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '', SKILLPORT_CACHE_DIR: cacheDir, ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

let work: string;
/** Never the user's own cache folder. */
let cacheDir: string;
async function skill(root: string, folder: string, frontmatter: string, body = '# Body\n'): Promise<string> {
  const dir = join(root, folder);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'SKILL.md'), `---\n${frontmatter}\n---\n${body}`);
  return dir;
}

beforeAll(async () => {
  if (!existsSync(BUNDLE)) throw new Error(`CLI not built: run "npm run build" first (${BUNDLE} missing)`);
  work = await mkdtemp(join(tmpdir(), 'skillport-bin-'));
  cacheDir = await mkdtemp(join(tmpdir(), 'skillport-bin-cache-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

describe('the skillport binary', () => {
  it('prints its version', () => {
    const r = runBin(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('exits with the status of the command: 2 for a usage error, with the message on stderr', () => {
    const r = runBin(['no-such-command']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain("unknown command 'no-such-command'");
  });

  it('answers --version from the installed bin exactly as the full CLI does', async () => {
    const full = await cli(['--version']);
    expect(full.code).toBe(0);
    for (const flag of ['--version', '-V']) {
      const fast = spawnSync(process.execPath, [BIN, flag], { encoding: 'utf8' });
      expect({ code: fast.status, stdout: fast.stdout, stderr: fast.stderr }).toEqual({
        code: 0,
        stdout: full.stdout,
        stderr: '',
      });
    }
  });

  it('answers --help into a pipe from the installed bin exactly as the full CLI does', async () => {
    const full = await cli(['--help']);
    expect(full.code).toBe(0);
    expect(full.stdout).toContain('Usage: skillport');
    for (const flag of ['--help', '-h']) {
      const fast = spawnSync(process.execPath, [BIN, flag], {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '' },
      });
      expect({ code: fast.status, stdout: fast.stdout, stderr: fast.stderr }).toEqual({
        code: 0,
        stdout: full.stdout,
        stderr: '',
      });
    }
  });

  describe('the shell launcher npm links as `skillport`', () => {
    /** The launcher reached as npm links it: node_modules/.bin/skillport -> ../skillport/bin/skillport. */
    let linked: string;
    beforeAll(() => {
      const modules = join(work, 'project', 'node_modules');
      mkdirSync(join(modules, '.bin'), { recursive: true });
      symlinkSync(PACKAGE, join(modules, 'skillport'));
      linked = join(modules, '.bin', 'skillport');
      symlinkSync('../skillport/bin/skillport', linked);
    });
    const launch = (file: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
      const r = spawnSync(file, args, { encoding: 'utf8', env });
      return { code: r.status, stdout: r.stdout, stderr: r.stderr };
    };

    it('answers --version, -V, --help and -h into a pipe exactly as the full CLI does', async () => {
      const env = { ...process.env, NO_COLOR: '', FORCE_COLOR: '' };
      for (const flags of [
        ['--version', '-V'],
        ['--help', '-h'],
      ]) {
        const full = await cli([flags[0]!]);
        expect(full.code).toBe(0);
        for (const flag of flags)
          for (const file of [linked, LAUNCHER])
            expect(launch(file, [flag], env)).toEqual({ code: 0, stdout: full.stdout, stderr: '' });
      }
    });

    it('runs every other command line through the CLI with its arguments and exit status unchanged', () => {
      const root = join(work, 'launched');
      mkdirSync(join(root, 'gamma'), { recursive: true });
      writeFileSync(join(root, 'gamma', 'SKILL.md'), '---\nname: gamma\ndescription: Third.\n---\n');
      const env = { ...process.env, NO_COLOR: '1', SKILLPORT_CACHE: 'off' };
      for (const args of [
        ['list', '--json', '--root', root],
        ['--version', '--help'],
        ['list', '--root', join(work, 'no such $(folder) *')],
        ['no-such-command'],
      ]) {
        const direct = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env });
        expect(launch(linked, args, env)).toEqual({
          code: direct.status,
          stdout: direct.stdout,
          stderr: direct.stderr,
        });
      }
    });

    it('hands over to skillport.js when the build has not written its answers yet', () => {
      // A copy of the launcher beside a stand-in CLI that echoes its arguments, in a folder without a bundle.
      const dir = join(work, 'unbuilt', 'bin');
      mkdirSync(dir, { recursive: true });
      copyFileSync(LAUNCHER, join(dir, 'skillport'));
      chmodSync(join(dir, 'skillport'), 0o755);
      writeFileSync(
        join(dir, 'skillport.js'),
        'process.stdout.write(JSON.stringify(process.argv.slice(2)));process.exitCode = 3;',
      );
      for (const args of [['--version'], ['-h'], ['', 'two words', '"quoted"', '*', '$HOME', '-V']])
        expect(launch(join(dir, 'skillport'), args)).toEqual({
          code: 3,
          stdout: JSON.stringify(args),
          stderr: '',
        });
    });
  });

  it('prints the same from its cache as without one, and writes nothing into the root', async () => {
    const root = join(work, 'cached');
    await skill(root, 'alpha', 'name: alpha\ndescription: First.\nallowed-tools:\n  - Read');
    await skill(root, 'beta', 'name: beta\ndescription: Second.');
    const old = new Date(Date.now() - 3_600_000);
    for (const path of ['alpha/SKILL.md', 'beta/SKILL.md', 'alpha', 'beta', '.'])
      utimesSync(join(root, path), old, old);
    const own = mkdtempSync(join(tmpdir(), 'skillport-cli-cache-'));
    try {
      const commands = [
        ['list', '--json', '--root', root],
        ['prompt', '--root', root],
        ['prompt', '--json', '--mode', 'index', '--root', root],
        ['search', 'alpha', '--json', '--root', root],
        ['validate', root, '--json'],
        ['validate', root, '--json', '--strict'],
      ];
      const uncached = commands.map((args) => runBin(args, { SKILLPORT_CACHE: 'off' }));
      for (const [index, args] of commands.entries()) {
        const cold = runBin(args, { SKILLPORT_CACHE_DIR: own });
        const warm = runBin(args, { SKILLPORT_CACHE_DIR: own });
        expect(cold).toEqual(uncached[index]);
        expect(warm).toEqual(uncached[index]);
      }
      expect(readdirSync(join(own, 'discovery')).length).toBeGreaterThan(0);
      // list, prompt twice and validate twice keep their whole output.
      expect(readdirSync(join(own, 'output')).length).toBe(5);
      // An edit shows up on the next run of every command, exactly as without a cache.
      writeFileSync(join(root, 'beta', 'SKILL.md'), '---\nname: beta\ndescription: Changed.\n---\n');
      await skill(root, 'alpha2', 'name: alpha2\ndescription: Alpha again.');
      for (const args of commands) {
        const fresh = runBin(args, { SKILLPORT_CACHE: 'off' });
        expect(runBin(args, { SKILLPORT_CACHE_DIR: own })).toEqual(fresh);
        expect(fresh).not.toEqual(uncached[commands.indexOf(args)]);
      }
      const after = JSON.parse(
        runBin(['list', '--json', '--root', root], { SKILLPORT_CACHE_DIR: own }).stdout,
      );
      expect(after.skills.map((s: { description: string }) => s.description)).toEqual([
        'First.',
        'Alpha again.',
        'Changed.',
      ]);
      expect(readdirSync(root).sort()).toEqual(['alpha', 'alpha2', 'beta']);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('serve starts the gateway, prints the URL and a generated admin password once, and stops on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(join(tmpdir(), 'skillport-serve-'));
    const env = { ...process.env, NO_COLOR: '1' };
    delete env.SKILLPORT_ADMIN_PASSWORD;
    const child = spawn(process.execPath, [BIN, 'serve', '--port', String(port), '--data-dir', dataDir], {
      env,
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 20_000;
      while (!/password (\S+) /.test(stdout) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(stdout).toContain(`listening on http://127.0.0.1:${port}`);
      const password = /password (\S+) /.exec(stdout)?.[1];
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      });
      expect(login.status).toBe(200);
      expect(stdout.split(password!).length - 1).toBe(1);
      expect(existsSync(join(dataDir, 'skillport.db'))).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serve refuses a bad --database with a clear error and exit 1', () => {
    const r = runBin([
      'serve',
      '--port',
      '1',
      '--database',
      'mysql://x/y',
      '--data-dir',
      join(tmpdir(), 'skillport-bad-db'),
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('GATEWAY_CONFIG_INVALID');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
