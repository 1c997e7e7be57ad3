import { describe, expect, it } from 'vitest';
import { makeTestSkill } from '../../test/make-test-skill.js';
import type { Skill } from '../skill/types.js';
import { renderSkillDetails, renderSkillsPrompt, searchCatalog } from './index.js';

const makeSkill = (name: string, description: string): Skill => makeTestSkill(name, { description });

describe('renderSkillDetails', () => {
  const skills = [
    makeSkill('pdf', `Reads PDFs & forms. ${'More detail. '.repeat(40)}`),
    makeSkill('docx', 'Word <docs>.'),
  ];

  it('renders ranked search results with full, escaped descriptions in the prompt format', () => {
    const text = renderSkillDetails(searchCatalog(skills, 'docx|pdf'));
    expect(text.startsWith('<skill_details>\n<skill>\n<name>docx</name>')).toBe(true);
    expect(text).toContain('<description>Word &lt;docs&gt;.</description>');
    expect(text).toContain('Reads PDFs &amp; forms.');
    expect(text).not.toContain('…');
    const prompt = renderSkillsPrompt([skills[1]!]).text;
    expect(text).toContain(prompt.slice('<available_skills>\n'.length, -'</available_skills>'.length));
  });

  it('says how to search again when nothing matched', () => {
    expect(renderSkillDetails([])).toContain('select:a,b');
  });

  it('uses locationFor when given', () => {
    expect(renderSkillDetails([skills[1]!], { locationFor: () => '/mnt/docx/SKILL.md' })).toContain(
      '<location>/mnt/docx/SKILL.md</location>',
    );
  });
});
