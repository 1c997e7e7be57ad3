import { SkillportError } from '../errors/index.js';
import type { FileClass } from './classify-file.js';

/** The refusal for a file no install accepts; the same code whether it sits in an archive or a folder. */
export function refuseBlockedFile(path: string, fileClass: FileClass): SkillportError | undefined {
  if (fileClass.kind !== 'blocked') return undefined;
  if (fileClass.reason === 'native-executable') {
    return new SkillportError(
      'ARCHIVE_NATIVE_EXECUTABLE',
      `${JSON.stringify(path)} is a native executable (${fileClass.format}); skills ship source, not binaries. Remove it.`,
      { details: { entry: path, format: fileClass.format } },
    );
  }
  return new SkillportError(
    'ARCHIVE_NESTED_ARCHIVE',
    `${JSON.stringify(path)} is an archive (${fileClass.format}); nested archives are never unpacked, so their content could not be checked. Unpack it into the skill or remove it.`,
    { details: { entry: path, format: fileClass.format } },
  );
}
