/** Minimal view of an OpenAPI document: what the docs page lists. */
interface OpenApiDocument {
  info: { title: string; version: string };
  paths?: Record<
    string,
    Record<string, { summary?: string; responses?: Record<string, unknown> } | undefined>
  >;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

/**
 * The `/docs` page: every operation of `/openapi.json` with its statuses, rendered on the server with
 * no scripts or CDN assets, so it works offline and under a strict content security policy.
 */
export function renderDocsPage(doc: OpenApiDocument): string {
  const rows: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(operations)) {
      if (op === undefined) continue;
      const statuses = Object.keys(op.responses ?? {}).join(' ');
      rows.push(
        `<tr><td><code>${escapeHtml(method.toUpperCase())}</code></td><td><code>${escapeHtml(path)}</code></td>` +
          `<td>${escapeHtml(op.summary ?? '')}</td><td>${escapeHtml(statuses)}</td></tr>`,
      );
    }
  }
  const title = escapeHtml(`${doc.info.title} ${doc.info.version}`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title} API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}</style>
</head><body><h1>${title} API</h1>
<p>Machine-readable description: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1). Errors are <code>{"error":{"code","message","details"}}</code>.</p>
<table><thead><tr><th>method</th><th>path</th><th>what</th><th>statuses</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>
`;
}
