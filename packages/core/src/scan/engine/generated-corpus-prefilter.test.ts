import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the benchmark's corpus generator is plain JavaScript without type declarations.
import { generateScanCorpus } from '../../../../../bench/generate-scan-corpus.js';
import type { Unit, UnitLanguage } from '../facts.js';
import { RULES } from '../rules/index.js';
import { buildRulePrefilter } from './rule-prefilter.js';

const root = mkdtempSync(path.join(tmpdir(), 'skillport-generated-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const LANGUAGE: Record<string, UnitLanguage> = { '.sh': 'shell', '.py': 'python', '.mjs': 'javascript' };

/**
 * The scan benchmark's skills (`bench/generate-scan-corpus.js`) are ordinary scripts: their speed goal
 * rests on no rule that needs a parse being a candidate for them. A keyword every build script holds
 * ("bundle", "tmp") once made every one of them parse and the scan five times slower.
 */
describe('the prefilter on ordinary generated scripts', () => {
  it('makes a rule that reads facts a candidate for almost none of them', async () => {
    await generateScanCorpus({ dir: root, count: 12 });
    const prefilter = buildRulePrefilter(RULES, { exhaustive: false });
    const parsedFor: string[] = [];
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      const language = LANGUAGE[path.extname(entry.name)];
      if (!entry.isFile() || language === undefined) continue;
      const file = path.join(entry.parentPath, entry.name);
      const unit: Unit = {
        file,
        inPackage: `scripts/${entry.name}`,
        language,
        surface: 'script',
        text: readFileSync(file, 'utf8'),
        firstLine: 1,
      };
      for (const index of prefilter.candidates(unit))
        if (RULES[index]?.needsFacts && RULES[index]?.needsAllowedTools !== true)
          parsedFor.push(`${entry.name}: ${RULES[index]?.id} (${RULES[index]?.title})`);
    }
    // One generated JavaScript file holds a download word and `exec` (a parse in ~1 of 12 skills, since the
    // triggers were introduced); a rule that matches every script makes this dozens.
    expect(parsedFor.length, parsedFor.join('\n')).toBeLessThanOrEqual(2);
  });
});
