import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { removeTree } from './remove-tree.js';

/** A read-only package tree, as installs leave them. */
async function readOnlyTree(root: string): Promise<void> {
  for (let d = 0; d < 20; d++) {
    const dir = path.join(root, `part-${d}`, 'nested');
    await mkdir(dir, { recursive: true });
    for (let f = 0; f < 10; f++) {
      const file = path.join(dir, `file-${f}.md`);
      await writeFile(file, `file ${f}\n`);
      await chmod(file, 0o444);
    }
    await chmod(dir, 0o555);
    await chmod(path.dirname(dir), 0o555);
  }
  await chmod(root, 0o555);
}

it('several removals of one tree at once all succeed (two prunes racing)', async () => {
  const base = await mkdtemp(path.join(tmpdir(), 'skillport-remove-'));
  const tree = path.join(base, 'version');
  await mkdir(tree);
  await readOnlyTree(tree);
  // Started a little apart, so that some walk the tree while others are deleting it.
  const removals = Array.from(
    { length: 12 },
    (_, i) =>
      new Promise<void>((resolve, reject) => {
        setTimeout(() => removeTree(tree).then(resolve, reject), i);
      }),
  );
  await expect(Promise.all(removals)).resolves.toHaveLength(12);
  expect(existsSync(tree)).toBe(false);
  await removeTree(base);
});
