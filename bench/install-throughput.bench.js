// Install throughput (issue 10): archives per second for a batch of typical small skills, installed
// one after another (1) by core's installSkill with its default SkillScan, and (2) through the gateway
// (`POST /api/skills/install` over loopback HTTP: multipart parsing, strict validation, scan,
// publication, audit), against a bare extraction of the same archives in the same run (read, inflate
// and write each entry, no checks). Passes alternate the three; medians are reported.
//
// Run after building: `npm run build && node bench/install-throughput.bench.js`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installSkill, packSkill } from '@skillport/core';
import { startGateway } from '@skillport/server';
import { bareExtract } from './bare-extract.js';
import { proseTopic, rng } from './generate-prose.js';
import { median, printTable } from './report.js';

const ARCHIVES = Number(process.env.BENCH_ARCHIVES ?? 40);
const PASSES = Number(process.env.BENCH_RUNS ?? 3);
const REFERENCES = 8;
const SCRIPTS = 3;
const PASSWORD = 'bench password for installs';

/** A skill like most real ones: instructions, a few references, a few small scripts. */
function writeSkill(dir, name, random) {
  mkdirSync(join(dir, 'references'), { recursive: true });
  mkdirSync(join(dir, 'scripts'), { recursive: true });
  writeFileSync(
    join(dir, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Throughput benchmark skill ${name} with references and scripts.\n---\n# ${name}\n\nRead references/ as needed; run scripts/ with the inputs named there.\n`,
  );
  for (let i = 0; i < REFERENCES; i++) {
    writeFileSync(join(dir, 'references', `topic-${i}.md`), proseTopic(i, random, 40));
  }
  for (let i = 0; i < SCRIPTS; i++) {
    writeFileSync(
      join(dir, 'scripts', `tool-${i}.py`),
      `import json\nimport sys\n\n\ndef main():\n    data = json.load(sys.stdin)\n    print(json.dumps({"count": len(data), "tool": ${i}}))\n\n\nif __name__ == "__main__":\n    main()\n`,
    );
  }
}

async function removeTree(dir) {
  // Installed packages are read-only directories; `rm` as a non-root user needs them writable.
  execFileSync('chmod', ['-R', 'u+w', dir]);
  await rm(dir, { recursive: true, force: true });
}

const work = await mkdtemp(join(tmpdir(), 'skillport-install-throughput-'));
const dataDir = join(work, 'gateway');
const started = await startGateway({ dataDir, port: 0, adminPassword: PASSWORD, logLevel: 'silent' });
const base = started.url.replace(/\/$/, '');
try {
  const random = rng(11);
  const archives = [];
  for (let i = 0; i < ARCHIVES; i++) {
    const name = `throughput-${String(i).padStart(3, '0')}`;
    const dir = join(work, 'sources', name);
    writeSkill(dir, name, random);
    const file = join(work, `${name}.skill`);
    await packSkill(dir, { output: file });
    archives.push({ name, file, bytes: await readFile(file) });
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };

  let errors = 0;
  const variants = {
    'bare extraction (baseline)': async (pass) => {
      for (const a of archives) await bareExtract(a.file, join(work, `bare-${pass}`, a.name));
    },
    'installSkill with SkillScan': async (pass) => {
      const root = join(work, `core-${pass}`);
      for (const a of archives) await installSkill(a.file, { root });
    },
    'gateway POST /api/skills/install': async () => {
      for (const a of archives) {
        const form = new FormData();
        form.set('file', new Blob([a.bytes]), `${a.name}.skill`);
        const res = await fetch(`${base}/api/skills/install`, { method: 'POST', headers: auth, body: form });
        await res.arrayBuffer();
        if (res.status !== 201) errors++;
      }
    },
  };
  const cleanup = async (name, pass) => {
    if (name.startsWith('gateway')) {
      for (const a of archives) {
        const res = await fetch(`${base}/api/skills/custom/${a.name}`, { method: 'DELETE', headers: auth });
        await res.arrayBuffer();
        if (res.status !== 200 && res.status !== 204) errors++;
      }
    } else await removeTree(join(work, `${name.startsWith('bare') ? 'bare' : 'core'}-${pass}`));
  };
  const names = Object.keys(variants);
  const rates = Object.fromEntries(names.map((n) => [n, []]));
  // One warm-up pass each (page cache, tree-sitter grammars, JIT), then rotating passes.
  for (const name of names) {
    await variants[name]('warm');
    await cleanup(name, 'warm');
  }
  for (let pass = 0; pass < PASSES; pass++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(pass + k) % names.length];
      const t0 = performance.now();
      await variants[name](pass);
      rates[name].push(ARCHIVES / ((performance.now() - t0) / 1000));
      await cleanup(name, pass);
    }
  }
  const baseline = median(rates[names[0]]);
  const rows = [['variant', 'archives/s', 'ms per archive', 'vs bare extraction']];
  for (const name of names) {
    const rate = median(rates[name]);
    rows.push([name, rate.toFixed(1), (1000 / rate).toFixed(1), `${((rate / baseline) * 100).toFixed(0)}%`]);
  }
  const kib = (archives.reduce((n, a) => n + a.bytes.length, 0) / archives.length / 1024).toFixed(1);
  printTable(
    `Install throughput: ${ARCHIVES} archives of ${1 + REFERENCES + SCRIPTS} files (${kib} KiB each), one after another (median of ${PASSES} passes)`,
    rows,
  );
  process.stdout.write(`errors (non-201 installs, failed deletes): ${errors}\n`);
  if (errors > 0) process.exitCode = 1;
} finally {
  await started.close({ graceMs: 0 });
  await removeTree(work);
}
