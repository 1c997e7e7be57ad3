import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, type RawZipEntry, SKILL_MD, skillEntries } from '../../test/fixtures/archive/build-zip.js';
import { removeReadOnlyTree } from '../../test/remove-read-only-tree.js';
import { installSkill, isSkillportError, packSkill, scanPath } from '../index.js';
import { refusalRuleOf } from '../scan/structure-finding.js';

// One package model decides what a package may hold. This table holds install and SkillScan to it: for
// every hostile (and every harmless look-alike) archive and folder, install refuses exactly when the scan
// reports a critical structure finding, and both name the same refusal code.

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const CAB = Buffer.concat([Buffer.from('MSCF'), Buffer.alloc(60)]);
const GZIP = Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), Buffer.alloc(40)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const ZIP = buildZip([{ name: 'inner.txt', data: 'hidden' }]);
const DOCX = buildZip([{ name: '[Content_Types].xml', data: '<Types/>' }]);
const file = (name: string, data: Buffer | string = 'text\n'): RawZipEntry => ({
  name: `demo-skill/${name}`,
  data,
});

type Case =
  | { name: string; archive: RawZipEntry[] }
  | { name: string; tree: Record<string, Buffer | string>; links?: Record<string, string>; fifo?: string };

const CASES: Case[] = [
  { name: 'a plain archive', archive: skillEntries([file('scripts/run.sh', 'echo hi\n')]) },
  { name: 'an archive with a template document', archive: skillEntries([file('assets/report.docx', DOCX)]) },
  {
    name: 'an archive with macOS litter and VCS metadata',
    archive: skillEntries([
      file('.DS_Store', 'x'),
      file('.git/HEAD', 'ref\n'),
      { name: '__MACOSX/demo-skill/._SKILL.md', data: 'x' },
    ]),
  },
  {
    name: 'an archive with shipped dependencies',
    archive: skillEntries([file('node_modules/x/index.js', 'module.exports = 1;\n')]),
  },
  {
    name: 'an archive with eval fixtures',
    archive: skillEntries([file('evals/fixtures/bad/SKILL.md', SKILL_MD)]),
  },
  {
    name: 'an archive entry climbing out',
    archive: skillEntries([{ name: 'demo-skill/../../evil.sh', data: 'x' }]),
  },
  { name: 'an absolute archive entry', archive: skillEntries([{ name: '/etc/cron.d/evil', data: 'x' }]) },
  {
    name: 'an archive symlink',
    archive: skillEntries([{ name: 'demo-skill/link', data: '/etc/passwd', mode: 0o120777 }]),
  },
  { name: 'a native executable in an archive', archive: skillEntries([file('bin/tool', ELF)]) },
  { name: 'a cabinet file in an archive', archive: skillEntries([file('assets/data.bin', CAB)]) },
  { name: 'a gzip stream named .txt in an archive', archive: skillEntries([file('notes.txt', GZIP)]) },
  {
    name: 'a zip glued to an image in an archive',
    archive: skillEntries([file('assets/logo.png', Buffer.concat([PNG, ZIP]))]),
  },
  {
    name: 'an archive named .zip that is text',
    archive: skillEntries([file('assets/readme.zip', 'plain text\n')]),
  },
  { name: 'a second SKILL.md in an archive', archive: skillEntries([file('sub/SKILL.md', SKILL_MD)]) },
  { name: 'a reserved Windows name in an archive', archive: skillEntries([file('CON.txt')]) },
  { name: 'a case collision in an archive', archive: skillEntries([file('Docs/a.md'), file('docs/b.md')]) },
  {
    name: 'a setuid archive entry',
    archive: skillEntries([{ ...file('scripts/run.sh', 'echo\n'), mode: 0o104755 }]),
  },
  {
    name: 'a size lie in an archive',
    archive: skillEntries([{ ...file('a.md', 'hello'), declaredSize: 3 }]),
  },
  { name: 'a CRC lie in an archive', archive: skillEntries([{ ...file('a.md', 'hello'), crc: 1234 }]) },
  { name: 'a plain folder', tree: { 'SKILL.md': SKILL_MD, 'scripts/run.sh': 'echo hi\n' } },
  { name: 'a folder with a cabinet file', tree: { 'SKILL.md': SKILL_MD, 'assets/data.bin': CAB } },
  { name: 'a folder with a renamed executable', tree: { 'SKILL.md': SKILL_MD, 'assets/icon.png': ELF } },
  {
    name: 'a folder with a zip glued to an image',
    tree: { 'SKILL.md': SKILL_MD, 'assets/logo.png': Buffer.concat([PNG, ZIP]) },
  },
  { name: 'a folder with a template document', tree: { 'SKILL.md': SKILL_MD, 'assets/report.docx': DOCX } },
  { name: 'a folder with a second SKILL.md', tree: { 'SKILL.md': SKILL_MD, 'sub/SKILL.md': SKILL_MD } },
  {
    name: 'a folder with eval fixtures',
    tree: { 'SKILL.md': SKILL_MD, 'evals/fixtures/bad/SKILL.md': SKILL_MD },
  },
  { name: 'a folder with a reserved Windows name', tree: { 'SKILL.md': SKILL_MD, 'aux.md': 'x' } },
  { name: 'a folder with a control character in a name', tree: { 'SKILL.md': SKILL_MD, 'a\u0007b.md': 'x' } },
  {
    name: 'a folder with a case collision',
    tree: { 'SKILL.md': SKILL_MD, 'Docs/a.md': 'x', 'docs/b.md': 'y' },
  },
  {
    name: 'a folder with shipped dependencies and local secrets',
    tree: { 'SKILL.md': SKILL_MD, 'node_modules/x/i.js': '1;\n', '.env': 'TOKEN=x\n', '.git/HEAD': 'ref\n' },
  },
  {
    name: 'a folder linking out of the package',
    tree: { 'SKILL.md': SKILL_MD },
    links: { passwd: '/etc/passwd' },
  },
  {
    name: 'a folder with a dangling link',
    tree: { 'SKILL.md': SKILL_MD },
    links: { 'gone.md': 'missing.md' },
  },
  {
    name: 'a folder with a looping link',
    tree: { 'SKILL.md': SKILL_MD, 'docs/a.md': 'x' },
    links: { 'docs/up': '..' },
  },
  {
    name: 'a folder linking to its own files',
    tree: { 'SKILL.md': SKILL_MD, 'docs/a.md': 'x' },
    links: { 'alias.md': 'docs/a.md', more: 'docs' },
  },
  { name: 'a folder with a FIFO', tree: { 'SKILL.md': SKILL_MD }, fifo: 'pipe' },
];

let work: string;
beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'skillport-agree-'));
});
afterAll(async () => {
  await removeReadOnlyTree(work);
});

async function materialise(c: Case, dir: string): Promise<string> {
  if ('archive' in c) {
    const archive = path.join(dir, 'demo-skill.skill');
    await fs.writeFile(archive, buildZip(c.archive));
    return archive;
  }
  const source = path.join(dir, 'demo-skill');
  for (const [name, data] of Object.entries(c.tree)) {
    await fs.mkdir(path.dirname(path.join(source, name)), { recursive: true });
    await fs.writeFile(path.join(source, name), data);
  }
  for (const [name, target] of Object.entries(c.links ?? {}))
    await fs.symlink(target, path.join(source, name));
  if (c.fifo !== undefined) execFileSync('mkfifo', [path.join(source, c.fifo)]);
  return source;
}

describe('install and SkillScan agree on what a package may hold', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const dir = await fs.mkdtemp(path.join(work, 'case-'));
    const source = await materialise(c, dir);
    const report = await scanPath(source);
    const structural = report.findings.filter(
      (f) => f.ruleId.startsWith('SS-STRUCTURE-') && f.severity === 'critical',
    );
    let refusal: string | undefined;
    try {
      await installSkill(source, { root: path.join(dir, 'root') });
    } catch (error) {
      if (!isSkillportError(error)) throw error;
      refusal = error.code;
    }
    expect(refusal, 'a structure case must never reach the content scan').not.toBe('SCAN_BLOCKED');
    if (refusal === undefined) {
      expect(structural).toEqual([]);
      return;
    }
    expect(
      structural.length,
      `install refused with ${refusal}; the scan found nothing critical`,
    ).toBeGreaterThan(0);
    expect(structural.map((f) => [f.ruleId, f.message.includes(`(${refusal})`)])).toContainEqual([
      refusalRuleOf(refusal as Parameters<typeof refusalRuleOf>[0]),
      true,
    ]);
  });

  it('packs exactly what installs: a folder that packs cleanly installs, and one that is refused does not pack', async () => {
    for (const c of CASES.filter((x) => 'tree' in x)) {
      const dir = await fs.mkdtemp(path.join(work, 'pack-'));
      const source = await materialise(c, dir);
      const packed = await packSkill(source, { output: path.join(dir, 'out.skill') }).then(
        () => undefined,
        (error: unknown) => (isSkillportError(error) ? error.code : String(error)),
      );
      const installed = await installSkill(source, { root: path.join(dir, 'root'), scan: false }).then(
        () => undefined,
        (error: unknown) => (isSkillportError(error) ? error.code : String(error)),
      );
      expect(packed, c.name).toBe(installed);
    }
  });
});
