import { type MouseEvent, useEffect, useState } from 'react';

type Render = (source: string) => string;
let renderer: Promise<Render> | undefined;

/** Loaded on first use: the parser is most of the drawer's weight and the skills page does not need it. */
function loadRenderer(): Promise<Render> {
  renderer ??= import('./render-markdown').then((m) => m.renderMarkdown);
  return renderer;
}

/** Rendered Markdown; a click on a link relative to the skill opens that file instead of navigating. */
export function Markdown({ source, onOpenFile }: { source: string; onOpenFile?: (path: string) => void }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadRenderer().then((render) => live && setHtml(render(source)));
    return () => {
      live = false;
    };
  }, [source]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || /^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(href)) return;
    event.preventDefault();
    onOpenFile?.(decodeURIComponent(href.replace(/^\.\//, '').split('#')[0]!));
  };

  if (html === null) return <p className="state">Rendering…</p>;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegates clicks of the links inside, which are keyboard-operable themselves
    <div
      className="markdown"
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it output with raw HTML disabled (see render-markdown.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
