import * as fs from 'node:fs/promises';
import path from 'node:path';
import { isScriptFile } from './is-script-file.js';

const READ_ONLY_DIR_MODE = 0o555;
const READ_ONLY_FILE_MODE = 0o444;
const SCRIPT_MODE = 0o555;
const WRITABLE_DIR_MODE = 0o755;

async function readShebangBytes(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(2), position: 0 });
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * `read-only`: installed packages (SPEC §5.2): dirs 0555, files 0444, scripts 0555, so an agent (or a
 * skill's own script) cannot quietly rewrite what was reviewed. The top directory is left alone when
 * `includeRoot` is false, because moving a directory to another parent needs write access to it.
 * `writable`: makes directories writable again, to move or delete a package.
 */
export async function setPackagePermissions(
  dir: string,
  options: { mode: 'read-only' | 'writable'; includeRoot: boolean },
): Promise<void> {
  const visit = async (absolute: string, relative: string, isRoot: boolean) => {
    if (options.mode === 'writable' && (!isRoot || options.includeRoot))
      await fs.chmod(absolute, WRITABLE_DIR_MODE);
    for (const entry of await fs.readdir(absolute, { withFileTypes: true })) {
      const child = path.join(absolute, entry.name);
      const childRelative = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) await visit(child, childRelative, false);
      else if (entry.isFile() && options.mode === 'read-only') {
        const script = isScriptFile(childRelative, await readShebangBytes(child));
        await fs.chmod(child, script ? SCRIPT_MODE : READ_ONLY_FILE_MODE);
      }
    }
    if (options.mode === 'read-only' && (!isRoot || options.includeRoot))
      await fs.chmod(absolute, READ_ONLY_DIR_MODE);
  };
  await visit(dir, '', true);
}
