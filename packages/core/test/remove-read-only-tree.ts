import * as fs from 'node:fs/promises';
import path from 'node:path';

/** Removes a test folder holding installed (read-only) packages: folders are made writable first. */
export async function removeReadOnlyTree(root: string): Promise<void> {
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    await fs.chmod(dir, 0o755).catch(() => undefined);
    for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) stack.push(path.join(dir, entry.name));
    }
  }
  await fs.rm(root, { recursive: true, force: true });
}
