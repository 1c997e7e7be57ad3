// Authorization decision cost: built-in RBAC at 1,000 roles × 10 rules against a bare Map/Set lookup of
// the same question, measured in the same run; Cedar's cost beside it. Goal (SPEC §4): RBAC ≤ 2× the
// bare lookup and well under 1 µs per decision.
//
// Run after building: `npm run build && node bench/authz.bench.js`.
import {
  buildPrincipal,
  createAuthorizer,
  createCedarProvider,
  createRbacProvider,
  rbacToCedarPolicies,
} from '@skillport/core';
import { generateRoles } from './generate-roles.js';

const ROLE_COUNT = 1_000;
const REQUEST_COUNT = 4_096; // power of two: the loop indexes with a mask
const FAST_DECISIONS_PER_ROUND = 2_000_000;
const CEDAR_DECISIONS_PER_ROUND = 300;
// Cedar evaluates every policy on every request: the 1,000-role set costs milliseconds per decision.
const CEDAR_LARGE_DECISIONS_PER_ROUND = 10;
const ROUNDS = 7;

// Deterministic pseudo-random numbers so every run measures the same workload.
let seed = 0x2545f491;
const random = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 0x1_0000_0000;
};
const pick = (xs) => xs[Math.floor(random() * xs.length)];

const RESOURCE_KEY = { tool: 'tools', skill: 'skills', model: 'models' };
const ACTION = { tool: 'call', skill: 'activate', model: 'use' };

function buildRequests(config) {
  const roleNames = Object.keys(config.roles);
  const principals = new Map(
    roleNames.map((role) => [role, buildPrincipal({ userId: `user-${role}`, role, authSource: 'session' })]),
  );
  const requests = [];
  for (let i = 0; i < REQUEST_COUNT; i++) {
    const role = pick(roleNames);
    const resource = pick(['tool', 'tool', 'skill', 'model']);
    const policy = config.roles[role][RESOURCE_KEY[resource]];
    const named = [...(policy.allow ?? []), ...(policy.deny ?? [])];
    const target = random() < 0.8 && named.length > 0 ? pick(named) : `unlisted-${i}`;
    requests.push({ principal: principals.get(role), resource, action: ACTION[resource], target });
  }
  return requests;
}

/** The bare baseline: the same question (deny wins, else allow list) asked of plain Maps and Sets. */
function buildBareLookup(config) {
  const roles = new Map();
  for (const [role, policies] of Object.entries(config.roles)) {
    const byResource = new Map();
    for (const [resource, key] of Object.entries(RESOURCE_KEY)) {
      const p = policies[key];
      byResource.set(resource, {
        allowAll: p.allow === undefined,
        allow: new Set(p.allow ?? []),
        deny: new Set(p.deny ?? []),
      });
    }
    roles.set(role, byResource);
  }
  return (req) => {
    const p = roles.get(req.principal.role).get(req.resource);
    return !p.deny.has(req.target) && (p.allowAll || p.allow.has(req.target));
  };
}

/**
 * A timing loop of its own per case, so one case's call-site feedback cannot deoptimise another's.
 * Returns ns per decision for one round of `perRound` decisions.
 */
function timer(decide, requests, perRound) {
  const loop = new Function(
    'decide',
    'requests',
    'perRound',
    `const mask = requests.length - 1;
     let allowed = 0;
     const start = process.hrtime.bigint();
     for (let i = 0; i < perRound; i++) if (decide(requests[i & mask])) allowed++;
     globalThis.__authzBenchSink = allowed;
     return Number(process.hrtime.bigint() - start) / perRound;`,
  );
  loop(decide, requests, perRound); // warm-up
  return () => loop(decide, requests, perRound);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Runs the cases round-robin (baseline, case, case, baseline, …) so that load on the machine hits all
 * of them alike; the ratio is the median of the per-round ratios against the baseline.
 */
function compare(cases, perRound) {
  const timers = cases.map((c) => timer(c.decide, c.requests, perRound));
  const samples = cases.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    timers.forEach((t, i) => {
      samples[i].push(t());
    });
  }
  return cases.map((c, i) => ({
    name: c.name,
    nsPerDecision: median(samples[i]),
    ratio: median(samples[i].map((ns, r) => ns / samples[0][r])),
  }));
}

const config = generateRoles(ROLE_COUNT);
const requests = buildRequests(config);
const bare = buildBareLookup(config);
const rbac = createRbacProvider(config);
const authorizer = createAuthorizer({ provider: rbac, onAudit: () => {} });

// The fast paths must agree on every request before their timings mean anything.
for (const req of requests) {
  const expected = bare(req);
  if (rbac.authorize(req).allow !== expected || authorizer.decide(req).allow !== expected) {
    throw new Error(`decision mismatch on ${JSON.stringify({ ...req, principal: req.principal.role })}`);
  }
}

const rows = compare(
  [
    { name: 'bare Map/Set lookup (baseline)', decide: bare, requests },
    { name: 'RBAC provider.authorize', decide: (req) => rbac.authorize(req).allow, requests },
    {
      name: 'RBAC via Authorizer.decide (validation, fail policy, audit of denies)',
      decide: (req) => authorizer.decide(req).allow,
      requests,
    },
  ],
  FAST_DECISIONS_PER_ROUND,
);
const [bareRow, rbacRow] = rows;

const compileStart = process.hrtime.bigint();
const cedar = createCedarProvider({
  policies: rbacToCedarPolicies(config),
  roles: Object.keys(config.roles),
});
const cedarCompileMs = Number(process.hrtime.bigint() - compileStart) / 1e6;
for (const req of requests.slice(0, 20)) {
  if (cedar.authorize(req).allow !== bare(req)) throw new Error('Cedar disagrees with RBAC');
}
const smallConfig = generateRoles(10);
const smallRequests = buildRequests(smallConfig);
const smallCedar = createCedarProvider({ policies: rbacToCedarPolicies(smallConfig) });
const bareSmall = buildBareLookup(smallConfig);
for (const [perRound, name, decide, reqs] of [
  [
    CEDAR_LARGE_DECISIONS_PER_ROUND,
    `Cedar provider.authorize (same ${ROLE_COUNT}-role policy set)`,
    cedar,
    requests,
  ],
  [CEDAR_DECISIONS_PER_ROUND, 'Cedar provider.authorize (10-role policy set)', smallCedar, smallRequests],
]) {
  const ns = median(
    Array.from(
      { length: ROUNDS },
      timer((req) => decide.authorize(req).allow, reqs, perRound),
    ),
  );
  rows.push({ name, nsPerDecision: ns, ratio: ns / bareRow.nsPerDecision });
}
if (smallRequests.some((req) => smallCedar.authorize(req).allow !== bareSmall(req))) {
  throw new Error('Cedar disagrees with RBAC on the small policy set');
}

const goalMet = rbacRow.ratio <= 2 && rbacRow.nsPerDecision < 1000;
const table = rows.map((r) => ({
  case: r.name,
  'ns/decision': r.nsPerDecision.toFixed(1),
  'x bare': r.ratio.toFixed(2),
}));

console.log(`Authorization decisions: ${ROLE_COUNT} roles × 10 rules, ${REQUEST_COUNT} distinct requests`);
console.log(
  `node ${process.version}, median of ${ROUNDS} interleaved rounds; ` +
    `Cedar compiled the ${ROLE_COUNT}-role policy set in ${cedarCompileMs.toFixed(0)} ms`,
);
console.table(table);
console.log(
  `RBAC goal (≤ 2× bare and < 1000 ns): ${goalMet ? 'met' : 'NOT met'} ` +
    `(${rbacRow.ratio.toFixed(2)}×, ${rbacRow.nsPerDecision.toFixed(1)} ns)`,
);

console.log('\n<!-- paste into bench/RESULTS.md -->');
console.log(`### Authorization decisions (${ROLE_COUNT} roles × 10 rules)\n`);
console.log(
  `Node ${process.version}, median of ${ROUNDS} interleaved rounds, ${new Date().toISOString().slice(0, 10)}. ` +
    '× bare = median per-round ratio (Cedar rows: against the baseline median).\n',
);
console.log('| case | ns/decision | × bare lookup |');
console.log('|---|---:|---:|');
for (const row of table) console.log(`| ${row.case} | ${row['ns/decision']} | ${row['x bare']} |`);
console.log(`\nGoal: RBAC ≤ 2× the bare lookup and well under 1 µs — ${goalMet ? 'met' : 'not met'}.`);
