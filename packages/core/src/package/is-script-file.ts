/** True when the bytes start with `#!`. */
export function hasShebang(firstBytes: Uint8Array): boolean {
  return firstBytes[0] === 0x23 && firstBytes[1] === 0x21;
}

/**
 * Files that stay executable after install (SPEC §5.2: "scripts 0555"): anything under `scripts/` and
 * anything starting with a shebang.
 */
export function isScriptFile(relativePath: string, shebang: boolean): boolean {
  return relativePath.startsWith('scripts/') || shebang;
}
