import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('the skillport package', () => {
  it('resolves its main entry, its exports and its bin to built files', async () => {
    const manifest = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
      main: string;
      types: string;
      bin: Record<string, string>;
    };
    for (const file of [manifest.main, manifest.types, manifest.bin.skillport!])
      expect(existsSync(path.join(PACKAGE_DIR, file)), file).toBe(true);
    const cli = (await import('skillport')) as { runCli?: unknown };
    expect(typeof cli.runCli).toBe('function');
  });
});
