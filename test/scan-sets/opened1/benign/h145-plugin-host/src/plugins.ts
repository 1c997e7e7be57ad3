import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

export interface HostApi {
  registerCommand(name: string, run: (args: string[]) => Promise<void> | void): void;
  on(hook: 'beforeRun' | 'afterRun', fn: () => void): void;
  log(msg: string): void;
}

export interface Plugin {
  name: string;
  setup(api: HostApi): void | Promise<void>;
}

async function localPluginFiles(root: string): Promise<string[]> {
  const dir = join(root, 'plugins');
  try {
    return (await readdir(dir)).filter((f) => /\.(m?js|ts)$/.test(f)).map((f) => resolve(dir, f));
  } catch {
    return [];
  }
}

async function packagePlugins(root: string): Promise<string[]> {
  try {
    const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
    const req = createRequire(join(root, 'package.json'));
    return (pkg.myCli?.plugins ?? []).map((name: string) => req.resolve(name));
  } catch {
    return [];
  }
}

export async function loadPlugins(root: string, api: HostApi): Promise<Plugin[]> {
  const loaded: Plugin[] = [];
  for (const file of [...(await localPluginFiles(root)), ...(await packagePlugins(root))]) {
    const mod = await import(pathToFileURL(file).href);
    const plugin: Plugin = mod.default ?? mod;
    if (typeof plugin?.setup !== 'function') {
      api.log(`skipping ${file}: no setup()`);
      continue;
    }
    await plugin.setup(api);
    loaded.push(plugin);
    api.log(`loaded plugin ${plugin.name}`);
  }
  return loaded;
}
