import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
});
