import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The package exports the bundle (`npm run build`), not the module-per-file build: the two must export
 * the same names, so tree-shaking the bundle cannot drop part of the public surface.
 */
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The export names of a built module, as plain Node loads it (not through vitest's transforms). */
function exportNames(file: string): string[] {
  const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(JSON.stringify(Object.keys(m).sort()));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

describe('the @skillport/server package', () => {
  it('exports the built bundle, with every export of the unbundled build', () => {
    const manifest = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
      main: string;
      exports: { '.': { import: string } };
    };
    expect(manifest.exports['.'].import).toBe(manifest.main);
    const bundle = path.join(PACKAGE_DIR, manifest.main);
    expect(existsSync(bundle), `${bundle}: run npm run build first`).toBe(true);
    const bundled = exportNames(bundle);
    expect(bundled).toContain('createGateway');
    expect(bundled).toEqual(exportNames(path.join(PACKAGE_DIR, 'dist', 'index.js')));
  });

  it('serves, with no options, the built web UI and the bundled public skills from the repository', () => {
    const webIndex = path.join(PACKAGE_DIR, '..', 'web', 'dist', 'index.html');
    expect(existsSync(webIndex), `${webIndex}: run npm run build first`).toBe(true);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'skillport-bundle-'));
    const bundle = pathToFileURL(path.join(PACKAGE_DIR, 'dist', 'bundle', 'index.js')).href;
    // What `npm start` does, through the bundle as plain Node loads it: the defaults must find both folders.
    const script = `
      const { startGateway } = await import(${JSON.stringify(bundle)});
      const g = await startGateway({ host: '127.0.0.1', port: 0, dataDir: ${JSON.stringify(dataDir)},
        adminPassword: 'bundle test password', logLevel: 'silent' });
      const page = await (await fetch(new URL('/', g.url))).text();
      const login = await fetch(new URL('/api/auth/login', g.url), { method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'bundle test password' }) });
      const { token } = await login.json();
      const skills = await (await fetch(new URL('/api/skills', g.url),
        { headers: { authorization: 'Bearer ' + token } })).json();
      await g.close();
      console.log(JSON.stringify({ page, skills }));`;
    const out = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
        env: { ...process.env, SKILLPORT_MASTER_KEY: '' },
      }),
    ) as { page: string; skills: unknown };
    expect(out.page).toBe(readFileSync(webIndex, 'utf8'));
    expect(JSON.stringify(out.skills)).toContain('"skill-creator"');
  });
});
