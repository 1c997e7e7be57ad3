import { describe, expect, it } from 'vitest';
import { rewriteFrontmatterName } from './rewrite-frontmatter-name.js';

describe('rewriteFrontmatterName', () => {
  it('replaces only the name line', () => {
    expect(rewriteFrontmatterName('---\nname: Old Name\ndescription: d\n---\nname: body\n', 'new-name')).toBe(
      '---\nname: new-name\ndescription: d\n---\nname: body\n',
    );
  });

  it('keeps CRLF line endings and a BOM', () => {
    expect(rewriteFrontmatterName('\uFEFF---\r\nname: x\r\ndescription: d\r\n---\r\n', 'y')).toBe(
      '\uFEFF---\r\nname: y\r\ndescription: d\r\n---\r\n',
    );
  });

  it('drops the continuation lines of a block value', () => {
    expect(rewriteFrontmatterName('---\nname: >\n  long\n  name\ndescription: d\n---\n', 'y')).toBe(
      '---\nname: y\ndescription: d\n---\n',
    );
  });

  it('adds a name when there is none, and leaves files without frontmatter alone', () => {
    expect(rewriteFrontmatterName('---\ndescription: d\n---\n', 'y')).toBe(
      '---\nname: y\ndescription: d\n---\n',
    );
    expect(rewriteFrontmatterName('# no frontmatter\n', 'y')).toBe('# no frontmatter\n');
  });

  it('does not touch nested keys called name', () => {
    expect(rewriteFrontmatterName('---\nmetadata:\n  name: inner\nname: x\n---\n', 'y')).toBe(
      '---\nmetadata:\n  name: inner\nname: y\n---\n',
    );
  });
});
