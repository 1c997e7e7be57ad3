// Install of a ~10 MB `.skill` archive (many text files + incompressible assets), with and without the
// default SkillScan hook, against a bare yauzl extraction of the same archive in the same run.
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { installSkill, packSkill } from '@skillport/core';
import yauzl from 'yauzl';
import { median, printTable } from './report.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TEXT_FILES = 400;
const SCRIPTS = 30;
const ASSETS = 6;
const ASSET_BYTES = 1_200_000;
const GOAL_MS = 300;

/** Deterministic pseudo-random numbers so every run packs the same bytes. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS =
  'the skill reads input files and writes a report with tables charts and notes for each section of the document when the user asks for a summary it lists key points risks owners dates and follow up actions'.split(
    ' ',
  );

async function generateSkill(dir) {
  const random = rng(7);
  const sentence = () =>
    `${Array.from({ length: 8 + Math.floor(random() * 12) }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ')} ${Math.floor(random() * 1e6)}.`;
  await mkdir(join(dir, 'references'), { recursive: true });
  await mkdir(join(dir, 'scripts'), { recursive: true });
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(
    join(dir, 'SKILL.md'),
    '---\nname: bench-install\ndescription: Benchmark package with many references, scripts and binary assets.\n---\n# Bench\nRead references/ as needed.\n',
  );
  for (let i = 0; i < TEXT_FILES; i++) {
    const lines = Array.from({ length: 180 }, sentence);
    await writeFile(
      join(dir, 'references', `topic-${String(i).padStart(3, '0')}.md`),
      `# Topic ${i}\n\n${lines.join('\n')}\n`,
    );
  }
  for (let i = 0; i < SCRIPTS; i++) {
    const kind = ['py', 'sh', 'js'][i % 3];
    const body =
      kind === 'py'
        ? `import json\nimport sys\n\n\ndef main():\n    data = json.load(sys.stdin)\n    print(json.dumps({"count": len(data), "id": ${i}}))\n\n\nif __name__ == "__main__":\n    main()\n`
        : kind === 'sh'
          ? `#!/bin/sh\nset -eu\nfor f in "$@"; do\n  wc -l "$f"\ndone\necho done ${i}\n`
          : `import { readFileSync } from 'node:fs';\nconst text = readFileSync(process.argv[2], 'utf8');\nconsole.log(JSON.stringify({ lines: text.split('\\n').length, id: ${i} }));\n`;
    await writeFile(join(dir, 'scripts', `tool-${i}.${kind}`), body);
  }
  for (let i = 0; i < ASSETS; i++) {
    const data = Buffer.alloc(ASSET_BYTES);
    for (let j = 0; j < data.length; j++) data[j] = Math.floor(random() * 256);
    data.write('DATA', 0, 'latin1');
    await writeFile(join(dir, 'assets', `blob-${i}.dat`), data);
  }
}

/** The baseline: what any unzip must do at minimum: read every entry and write it out. */
async function bareExtract(archive, target) {
  const zip = await yauzl.openPromise(archive, { lazyEntries: true, validateEntrySizes: true });
  for await (const entry of zip.eachEntry()) {
    const file = join(target, entry.fileName);
    if (entry.fileName.endsWith('/')) continue;
    await mkdir(dirname(file), { recursive: true });
    await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(file));
  }
  zip.close();
}

async function time(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const work = await mkdtemp(join(tmpdir(), 'skillport-install-bench-'));
try {
  const source = join(work, 'bench-install');
  await generateSkill(source);
  const archive = join(work, 'bench-install.skill');
  const packed = await packSkill(source, { output: archive });
  const archiveBytes = (await stat(archive)).size;

  // Warm up each path once (page cache, tree-sitter grammars, JIT).
  await bareExtract(archive, join(work, 'warm-bare'));
  await installSkill(archive, { root: join(work, 'warm-install') });

  const bare = [];
  const withScan = [];
  const withoutScan = [];
  for (let i = 0; i < RUNS; i++) {
    bare.push(await time(() => bareExtract(archive, join(work, `bare-${i}`))));
    withScan.push(await time(() => installSkill(archive, { root: join(work, `scan-${i}`) })));
    withoutScan.push(
      await time(() => installSkill(archive, { root: join(work, `noscan-${i}`), scan: false })),
    );
  }
  const bareMs = median(bare);
  const scanMs = median(withScan);
  const noScanMs = median(withoutScan);
  const mb = (archiveBytes / 1024 / 1024).toFixed(1);
  printTable(`Install: ${mb} MB archive, ${packed.files.length} files (median of ${RUNS})`, [
    ['variant', 'time (ms)', 'vs baseline', 'goal'],
    ['bare yauzl extraction (baseline)', bareMs.toFixed(0), '1.00×', ''],
    ['installSkill, scan: false', noScanMs.toFixed(0), `${(noScanMs / bareMs).toFixed(2)}×`, ''],
    [
      'installSkill with SkillScan (default)',
      scanMs.toFixed(0),
      `${(scanMs / bareMs).toFixed(2)}×`,
      `≤ ${GOAL_MS} ms`,
    ],
  ]);
  process.stdout.write(
    `\n${scanMs <= GOAL_MS ? 'PASS' : 'FAIL'}: install with scan ${scanMs.toFixed(0)} ms (goal ≤ ${GOAL_MS} ms)\n`,
  );
} finally {
  // Installed packages are read-only directories; `rm` as a non-root user needs them writable.
  const { execFileSync } = await import('node:child_process');
  execFileSync('chmod', ['-R', 'u+w', work]);
  await rm(work, { recursive: true, force: true });
}
