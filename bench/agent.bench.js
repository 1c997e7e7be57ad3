// Agent integration (issue 12): (1) the skills block of the system prompt for 1,000 skills in `full` vs
// `index` mode (characters and approximate tokens; goal: index ≤ 15% of full); (2) MCP tool-call latency of
// the skills server against a bare MCP server with one echo tool, both over the SDK's in-memory transport,
// measured interleaved in the same run (goal: ≤ 1.5× the echo call).
//
// Run after building: `npm run build && node bench/agent.bench.js`.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createSkillsMcpServer } from '@skillport/agent';
import { createSkillRegistry, loadSkills, renderSkillsPrompt } from '@skillport/core';
import { generateSkillCorpus } from './generate-corpus.js';
import { median, printTable } from './report.js';

const SKILL_COUNT = 1_000;
const CALLS_PER_BATCH = 20;
const BATCHES = 150;
/** The usual rule of thumb for English text and markup with GPT-style tokenizers. */
const CHARS_PER_TOKEN = 4;

const dir = await mkdtemp(join(tmpdir(), 'skillport-agent-bench-'));
try {
  await generateSkillCorpus({ dir, count: SKILL_COUNT });
  const roots = [{ path: dir, category: 'custom' }];
  const { skills } = await loadSkills({ roots });

  // 1. Prompt size.
  const full = renderSkillsPrompt(skills, { mode: 'full' }).text;
  const index = renderSkillsPrompt(skills, { mode: 'index' }).text;
  const ratio = index.length / full.length;
  printTable(`System-prompt skills block, ${skills.length} skills`, [
    ['mode', 'characters', '≈ tokens (chars/4)', 'vs full', 'goal'],
    ['full', full.length, Math.round(full.length / CHARS_PER_TOKEN), '100%', ''],
    [
      'index',
      index.length,
      Math.round(index.length / CHARS_PER_TOKEN),
      `${(ratio * 100).toFixed(1)}%`,
      `≤ 15%: ${ratio <= 0.15 ? 'met' : 'not met'}`,
    ],
  ]);

  // 2. MCP tool-call latency.
  const connect = async (server) => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const client = new Client({ name: 'bench', version: '1.0.0' });
    await server.connect(serverSide);
    await client.connect(clientSide);
    return client;
  };
  const echo = new Server({ name: 'echo', version: '1.0.0' }, { capabilities: { tools: {} } });
  echo.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [{ name: 'echo', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } }],
  }));
  echo.setRequestHandler(CallToolRequestSchema, async (request) => ({
    content: [
      {
        type: 'text',
        // The file-reading echo is the fair baseline for read_skill_file: the same bytes from disk.
        text:
          request.params.name === 'read'
            ? await readFile(String(request.params.arguments?.path), 'utf8')
            : String(request.params.arguments?.text ?? ''),
      },
    ],
  }));
  const echoClient = await connect(echo);
  const skillsServer = createSkillsMcpServer({ registry: createSkillRegistry({ roots }) });
  const skillsClient = await connect(skillsServer.server);
  const targetSkill = skills[Math.floor(skills.length / 2)];
  const target = targetSkill.name;

  const cases = [
    [
      'bare MCP echo tool (baseline)',
      () => echoClient.callTool({ name: 'echo', arguments: { text: target } }),
    ],
    [
      `describe_skill select:<name> (${skills.length} skills)`,
      () => skillsClient.callTool({ name: 'describe_skill', arguments: { query: `select:${target}` } }),
    ],
    [
      'bare MCP tool reading the same SKILL.md (baseline)',
      () => echoClient.callTool({ name: 'read', arguments: { path: targetSkill.skillFile } }),
    ],
    [
      'read_skill_file SKILL.md',
      () => skillsClient.callTool({ name: 'read_skill_file', arguments: { name: target, path: 'SKILL.md' } }),
    ],
  ];
  for (const [, call] of cases) for (let i = 0; i < 50; i++) await call(); // warm-up
  // Small batches, round-robin over the cases: on a shared machine, load drifts within seconds, and a
  // ratio is only meaningful between numbers taken under the same load.
  const perCall = cases.map(() => []);
  for (let batch = 0; batch < BATCHES; batch++) {
    for (const [i, [, call]] of cases.entries()) {
      const started = process.hrtime.bigint();
      for (let n = 0; n < CALLS_PER_BATCH; n++) await call();
      perCall[i].push(Number(process.hrtime.bigint() - started) / 1e3 / CALLS_PER_BATCH);
    }
  }
  const echoMedian = median(perCall[0]);
  const readMedian = median(perCall[2]);
  printTable(
    `MCP tools/call latency, in-memory transport, median of ${BATCHES} interleaved batches × ${CALLS_PER_BATCH} calls`,
    [
      ['call', 'µs per call', 'vs echo', 'vs file-reading echo', 'goal'],
      ...cases.map(([label], i) => {
        const value = median(perCall[i]);
        const r = value / echoMedian;
        const goal =
          i === 1
            ? `≤ 1.5× echo: ${r <= 1.5 ? 'met' : 'not met'}`
            : i === 3
              ? `≤ 1.5× file echo: ${value / readMedian <= 1.5 ? 'met' : 'not met'}`
              : '';
        return [label, value.toFixed(0), `${r.toFixed(2)}×`, `${(value / readMedian).toFixed(2)}×`, goal];
      }),
    ],
  );
  process.stdout.write(
    `\nLoad average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; Node ${process.version}\n`,
  );
  await echoClient.close();
  await skillsClient.close();
} finally {
  await rm(dir, { recursive: true, force: true });
}
