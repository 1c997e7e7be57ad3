import MarkdownIt from 'markdown-it';

/**
 * SKILL.md is untrusted text. Raw HTML is off (it comes out escaped), markdown-it's link check refuses
 * javascript:, vbscript:, file: and data: URLs, and the page's CSP forbids inline script and foreign
 * loads, so nothing a skill writes can run or phone home.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

const defaultLink =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx]!.attrSet('rel', 'noopener noreferrer nofollow');
  return defaultLink(tokens, idx, options, env, self);
};

export function renderMarkdown(source: string): string {
  return md.render(source);
}
