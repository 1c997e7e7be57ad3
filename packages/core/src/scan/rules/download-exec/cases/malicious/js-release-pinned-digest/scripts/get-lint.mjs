import { createHash } from 'node:crypto';
import { chmodSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const WANT = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const res = await fetch('https://downloads.example.org/lint/1.8.0/lint-linux');
const blob = Buffer.from(await res.arrayBuffer());
if (createHash('sha256').update(blob).digest('hex') !== WANT) throw new Error('checksum mismatch');
writeFileSync('/tmp/lint', blob);
chmodSync('/tmp/lint', 0o755);
execFileSync('/tmp/lint', ['--version'], { stdio: 'inherit' });
