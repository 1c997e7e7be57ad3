import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

/** Whatever a SKILL.md says, the HTML the drawer inserts holds no element or URL that can run script. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '[link](javascript:alert(1))',
  '[link](JaVaScRiPt:alert(1))',
  '[link](  javascript:alert(1))',
  '[link](java\tscript:alert(1))',
  '[link](vbscript:msgbox(1))',
  '[link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![img](javascript:alert(1))',
  '[ref][r]\n\n[r]: javascript:alert(1)',
  '<details open ontoggle=alert(1)>',
  '`<script>` in code and\n\n```html\n<script>alert(1)</script>\n```',
  '<style>body{display:none}</style>',
  '<!-- <script>alert(1)</script> -->',
];

describe('renderMarkdown', () => {
  it.each(HOSTILE)('renders %j without live HTML or script URLs', (source) => {
    const html = renderMarkdown(source);
    expect(html).not.toMatch(/<(script|img[^>]*onerror|svg|iframe|details|style)\b/i);
    expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/href="\s*(javascript|vbscript|data):/i);
    expect(html).not.toMatch(/src="\s*(javascript|vbscript|data:text)/i);
  });

  it('keeps ordinary Markdown: headings, lists, code, safe links with rel', () => {
    const html = renderMarkdown('# Title\n\n- one\n- two\n\n`code`\n\n[docs](https://example.com/docs)\n');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<a href="https://example.com/docs" rel="noopener noreferrer nofollow">docs</a>');
  });

  it('shows raw HTML as text', () => {
    expect(renderMarkdown('<b>bold</b>')).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });
});
