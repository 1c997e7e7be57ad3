import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';

/** A built UI is a handful of files; anything far larger is not one and is refused at start. */
const MAX_FILES = 2_000;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

export interface WebUiFile {
  body: Uint8Array<ArrayBuffer>;
  /** Present when compressing pays off. */
  gzip: Uint8Array<ArrayBuffer> | undefined;
  contentType: string;
  etag: string;
  /** Vite content-hashes everything under assets/: such a name never changes content. */
  immutable: boolean;
}

/** The UI held in memory, keyed by URL path (`/index.html`, `/assets/…`). */
export interface WebUi {
  files: ReadonlyMap<string, WebUiFile>;
  index: WebUiFile;
}

/**
 * Reads the built UI once at start. Serving only from this map means no request path ever reaches the
 * filesystem, so traversal, symlink and encoding tricks have nothing to act on.
 */
export function loadWebUi(dir: string | null): WebUi | undefined {
  if (dir === null || !existsSync(path.join(dir, 'index.html'))) return undefined;
  const files = new Map<string, WebUiFile>();
  let total = 0;
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const urlPath = `${prefix}/${entry.name}`;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full, urlPath);
        continue;
      }
      // Symlinks and special files are not part of a build.
      if (!entry.isFile() || entry.name.endsWith('.map')) continue;
      const body = new Uint8Array(readFileSync(full));
      total += body.byteLength;
      if (files.size >= MAX_FILES || total > MAX_TOTAL_BYTES) {
        throw new Error(
          `${dir} holds more than a built web UI (${MAX_FILES} files / ${MAX_TOTAL_BYTES} bytes).`,
        );
      }
      const contentType = getMimeType(entry.name) ?? 'application/octet-stream';
      const gzipped = COMPRESSIBLE.test(contentType)
        ? new Uint8Array(gzipSync(body, { level: 9 }))
        : undefined;
      files.set(urlPath, {
        body,
        gzip: gzipped !== undefined && gzipped.byteLength < body.byteLength * 0.9 ? gzipped : undefined,
        contentType,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
        immutable: urlPath.startsWith('/assets/'),
      });
    }
  };
  walk(dir, '');
  const index = files.get('/index.html');
  return index === undefined ? undefined : { files, index };
}
