import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { computePackageDigest, hashPackageFiles, SkillportError } from '@skillport/core';
import { z } from 'zod';

const BlobSchema = z.strictObject({
  files: z.array(z.strictObject({ path: z.string().min(1).max(240), exec: z.boolean(), data: z.base64() })),
});

/** The files of an installed package as one blob: exactly the files its digest covers. */
export async function packPackage(dir: string): Promise<{ digest: string; content: string; size: number }> {
  const hashes = await hashPackageFiles(dir);
  const files = [];
  let size = 0;
  for (const relative of Object.keys(hashes).sort()) {
    const absolute = path.join(dir, ...relative.split('/'));
    const bytes = await readFile(absolute);
    size += bytes.length;
    files.push({
      path: relative,
      exec: ((await stat(absolute)).mode & 0o111) !== 0,
      data: bytes.toString('base64'),
    });
  }
  const content = gzipSync(JSON.stringify({ files })).toString('base64');
  return { digest: await computePackageDigest(hashes), content, size };
}

function corrupt(digest: string, why: string): SkillportError {
  return new SkillportError(
    'SKILL_INVALID',
    `The stored package ${digest} is unusable (${why}); reinstall the skill from its archive.`,
    { details: { digest } },
  );
}

/**
 * Writes a blob's files into `dir` (which must not exist) with installed permissions, then checks the
 * result against `digest`: the database is trusted for availability, not for the bytes.
 */
export async function unpackPackage(content: string, dir: string, digest: string): Promise<void> {
  let parsed: z.infer<typeof BlobSchema>;
  try {
    parsed = BlobSchema.parse(JSON.parse(gunzipSync(Buffer.from(content, 'base64')).toString('utf8')));
  } catch {
    throw corrupt(digest, 'not a package blob');
  }
  await mkdir(dir, { mode: 0o755 });
  const dirs = new Set<string>();
  for (const file of parsed.files) {
    const parts = file.path.split('/');
    if (parts.some((part) => part === '' || part === '.' || part === '..' || /[\\\0]/u.test(part))) {
      throw corrupt(digest, `unsafe path ${JSON.stringify(file.path.slice(0, 100))}`);
    }
    const target = path.join(dir, ...parts);
    for (let i = 1; i < parts.length; i++) dirs.add(path.join(dir, ...parts.slice(0, i)));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, new Uint8Array(Buffer.from(file.data, 'base64')), { flag: 'wx' });
    await chmod(target, file.exec ? 0o555 : 0o444);
  }
  if ((await computePackageDigest(dir)) !== digest)
    throw corrupt(digest, 'its files do not match the digest');
  // Deepest first; the package folder itself stays writable until it is renamed into place.
  for (const sub of [...dirs].sort((a, b) => b.length - a.length)) await chmod(sub, 0o555);
}
