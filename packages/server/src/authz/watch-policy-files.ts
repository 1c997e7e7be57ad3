import { type FSWatcher, watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAuthorizationConfig } from '@skillport/core';
import type { Logger } from 'pino';

/** Editors write a file in several steps (truncate, write, rename); one reload follows the last. */
export const POLICY_RELOAD_DEBOUNCE_MS = 250;

/**
 * The files the authorization configuration is read from: the RBAC roles file, the Cedar policy file,
 * or the provider module. Inline policies have none; an invalid section names nothing to watch (its
 * error is reported where it is resolved).
 */
export function policyFiles(authorization: unknown, baseDir: string): string[] {
  let cfg: ReturnType<typeof parseAuthorizationConfig>;
  try {
    cfg = parseAuthorizationConfig(authorization ?? {});
  } catch {
    return [];
  }
  if (!cfg.enabled) return [];
  const files: string[] = [];
  if (cfg.roles_file !== undefined) files.push(path.resolve(baseDir, cfg.roles_file));
  if (cfg.policies_file !== undefined) files.push(path.resolve(baseDir, cfg.policies_file));
  const provider = cfg.provider;
  if (provider !== undefined && provider !== 'rbac' && provider !== 'cedar') {
    if (provider.startsWith('file:')) files.push(fileURLToPath(new URL(provider)));
    else if (provider.startsWith('.') || path.isAbsolute(provider))
      files.push(path.resolve(baseDir, provider));
  }
  return files;
}

/**
 * Calls `onChange` once after the given files stop changing. The folders are watched, not the files:
 * an editor or a deployment that replaces a file by renaming a new one over it gives it a new inode,
 * which a watch on the old file would never report.
 */
export function watchPolicyFiles(options: {
  files: readonly string[];
  onChange: () => Promise<void>;
  logger: Logger;
  debounceMs?: number;
}): { close(): void } {
  const debounceMs = options.debounceMs ?? POLICY_RELOAD_DEBOUNCE_MS;
  const log = options.logger.child({ component: 'authz' });
  const byDir = new Map<string, Set<string>>();
  for (const file of options.files) {
    const names = byDir.get(path.dirname(file)) ?? new Set<string>();
    names.add(path.basename(file));
    byDir.set(path.dirname(file), names);
  }
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const fire = () => {
    timer = undefined;
    if (closed) return;
    // A change during a reload is read by one more reload after it, never by two at once.
    if (running !== undefined) {
      again = true;
      return;
    }
    running = options
      .onChange()
      .catch((error: unknown) =>
        log.error({ err: error }, 'reloading the authorization configuration failed'),
      )
      .finally(() => {
        running = undefined;
        if (again && !closed) {
          again = false;
          fire();
        }
      });
  };
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(fire, debounceMs);
  };
  const watchers: FSWatcher[] = [];
  for (const [dir, names] of byDir) {
    try {
      const watcher = watch(dir, { persistent: false }, (_event, filename) => {
        // Some platforms omit the name; then any change in the folder counts.
        if (filename === null || names.has(String(filename))) schedule();
      });
      watcher.on('error', (error) => log.warn({ err: error, dir }, 'stopped watching the policy folder'));
      watchers.push(watcher);
    } catch (error) {
      log.warn({ err: error, dir }, 'cannot watch the policy folder; reload it with POST /api/skills/reload');
    }
  }
  return {
    close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
