import { SkillportError } from '../errors/index.js';
import type { PackageFile } from './list-package-files.js';

/**
 * The refusal for a listed entry that cannot be part of an installed package: a link that leads out of
 * the package, nowhere, or in a loop (an installed copy would dangle or expose the host), or a FIFO,
 * socket or device. A link to a file inside the package is packed as a copy of that file.
 */
export function refusePackageEntry(file: PackageFile): SkillportError | undefined {
  if (file.kind === 'other') {
    return new SkillportError(
      'PACK_UNSUPPORTED_FILE',
      `${JSON.stringify(file.path)} is a special file (FIFO, socket or device); packages hold regular files only. Remove it.`,
      { details: { entry: file.path } },
    );
  }
  if (file.kind !== 'symlink' || file.link?.status === 'inside') return undefined;
  const link = file.link ?? { status: 'dangling', target: '?' };
  const where =
    link.status === 'outside'
      ? `outside the package, to ${link.target}`
      : link.status === 'loop'
        ? 'back to a folder above it (a loop)'
        : `to ${link.target}, which does not exist`;
  return new SkillportError(
    'PACKAGE_LINK_ESCAPE',
    `${JSON.stringify(file.path)} is a symbolic link ${where}; an installed copy could not follow it. Replace it with the file it stands for.`,
    { details: { entry: file.path, link: link.status } },
  );
}
