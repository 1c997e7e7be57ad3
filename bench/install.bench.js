// Install of a ~10 MB `.skill` archive (many text files + incompressible assets), with and without the
// default SkillScan hook, against a bare extraction of the same archive in the same run (read once,
// inflate and write each entry in one call each).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installSkill, packSkill } from '@skillport/core';
import { bareExtract } from './bare-extract.js';
import { proseTopic, rng } from './generate-prose.js';
import { median, printTable } from './report.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TEXT_FILES = 150;
const SCRIPTS = 30;
const ASSETS = 8;
const ASSET_BYTES = 1_200_000;
const GOAL_MS = 300;

async function generateSkill(dir) {
  const random = rng(7);
  await mkdir(join(dir, 'references'), { recursive: true });
  await mkdir(join(dir, 'scripts'), { recursive: true });
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(
    join(dir, 'SKILL.md'),
    '---\nname: bench-install\ndescription: Benchmark package with many references, scripts and binary assets.\n---\n# Bench\nRead references/ as needed.\n',
  );
  for (let i = 0; i < TEXT_FILES; i++) {
    await writeFile(join(dir, 'references', `topic-${String(i).padStart(3, '0')}.md`), proseTopic(i, random));
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

/** Wall time, and CPU time of the whole process (zlib and fs work on libuv threads included). */
async function time(fn) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await fn();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - start, cpu: (used.user + used.system) / 1000 };
}

const summarize = (runs) => ({ wall: median(runs.map((r) => r.wall)), cpu: median(runs.map((r) => r.cpu)) });

/** Median times of the three variants with the install roots under `base`. */
async function measure(archive, base) {
  // Warm up each path once (page cache, tree-sitter grammars, JIT).
  await bareExtract(archive, join(base, 'warm-bare'));
  await installSkill(archive, { root: join(base, 'warm-install') });
  const bare = [];
  const withScan = [];
  const withoutScan = [];
  for (let i = 0; i < RUNS; i++) {
    bare.push(await time(() => bareExtract(archive, join(base, `bare-${i}`))));
    withScan.push(await time(() => installSkill(archive, { root: join(base, `scan-${i}`) })));
    withoutScan.push(
      await time(() => installSkill(archive, { root: join(base, `noscan-${i}`), scan: false })),
    );
  }
  return { bare: summarize(bare), scan: summarize(withScan), noScan: summarize(withoutScan) };
}

async function removeTree(dir) {
  // Installed packages are read-only directories; `rm` as a non-root user needs them writable.
  execFileSync('chmod', ['-R', 'u+w', dir]);
  await rm(dir, { recursive: true, force: true });
}

const work = await mkdtemp(join(tmpdir(), 'skillport-install-bench-'));
// The same work on a RAM disk separates Skillport's own cost from the disk's file-creation latency.
const ramBase = existsSync('/dev/shm') ? await mkdtemp('/dev/shm/skillport-install-bench-') : undefined;
try {
  const source = join(work, 'bench-install');
  await generateSkill(source);
  const archive = join(work, 'bench-install.skill');
  const packed = await packSkill(source, { output: archive });
  const archiveBytes = (await stat(archive)).size;
  const places = [['disk (os.tmpdir)', await measure(archive, join(work, 'roots'))]];
  if (ramBase) places.push(['RAM disk (/dev/shm)', await measure(archive, ramBase)]);

  const rows = [['install root', 'variant', 'wall (ms)', 'vs baseline', 'CPU (ms)', 'goal']];
  const row = (place, label, t, base, goal = '') => [
    place,
    label,
    t.wall.toFixed(0),
    `${(t.wall / base.wall).toFixed(2)}×`,
    t.cpu.toFixed(0),
    goal,
  ];
  for (const [place, m] of places) {
    rows.push(
      row(
        place,
        'bare extraction: read once, inflateRawSync + writeFileSync per entry (baseline)',
        m.bare,
        m.bare,
      ),
    );
    rows.push(row(place, 'installSkill, scan: false', m.noScan, m.bare));
    rows.push(row(place, 'installSkill with SkillScan (default)', m.scan, m.bare, `≤ ${GOAL_MS} ms`));
  }
  const mb = (archiveBytes / 1024 / 1024).toFixed(1);
  printTable(`Install: ${mb} MB archive, ${packed.files.length} files (median of ${RUNS})`, rows);
  for (const [place, m] of places) {
    const verdict = m.scan.wall <= GOAL_MS ? 'PASS' : 'MISS';
    process.stdout.write(
      `${verdict}: ${place}: install with scan ${m.scan.wall.toFixed(0)} ms (goal ≤ ${GOAL_MS} ms)\n`,
    );
  }
} finally {
  await removeTree(work);
  if (ramBase) await removeTree(ramBase);
}
