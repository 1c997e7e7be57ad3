import * as fs from 'node:fs/promises';
import path from 'node:path';
import { hasShebang, isScriptFile } from '../package/is-script-file.js';

export interface SetPackagePermissionsOptions {
  mode: 'read-only' | 'writable';
  /** Whether the top directory itself changes too. */
  includeRoot: boolean;
  /** For `read-only`: files already known to start with `#!` (saves reading every file again). */
  shebangs?: ReadonlySet<string>;
  /** For `read-only`: the files were created with their final modes; only directories change. */
  directoriesOnly?: boolean;
}

const READ_ONLY_DIR_MODE = 0o555;
const READ_ONLY_FILE_MODE = 0o444;
const SCRIPT_MODE = 0o555;
const WRITABLE_DIR_MODE = 0o755;

async function readShebang(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(2), position: 0 });
    return hasShebang(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/**
 * `read-only`: installed packages (SPEC §5.2): dirs 0555, files 0444, scripts 0555, so an agent (or a
 * skill's own script) cannot quietly rewrite what was reviewed. Leave the top directory out
 * (`includeRoot: false`) while it still has to move: moving a directory to another parent needs write
 * access to it. `writable`: makes directories writable again, to move or delete a package.
 */
export async function setPackagePermissions(
  dir: string,
  options: SetPackagePermissionsOptions,
): Promise<void> {
  const visit = async (absolute: string, relative: string, isRoot: boolean) => {
    const changesThis = !isRoot || options.includeRoot;
    if (options.mode === 'writable' && changesThis) await fs.chmod(absolute, WRITABLE_DIR_MODE);
    for (const entry of await fs.readdir(absolute, { withFileTypes: true })) {
      const child = path.join(absolute, entry.name);
      const childRelative = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) await visit(child, childRelative, false);
      else if (entry.isFile() && options.mode === 'read-only' && options.directoriesOnly !== true) {
        const shebang = options.shebangs ? options.shebangs.has(childRelative) : await readShebang(child);
        await fs.chmod(child, isScriptFile(childRelative, shebang) ? SCRIPT_MODE : READ_ONLY_FILE_MODE);
      }
    }
    if (options.mode === 'read-only' && changesThis) await fs.chmod(absolute, READ_ONLY_DIR_MODE);
  };
  await visit(dir, '', true);
}
