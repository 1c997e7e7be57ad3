const fs = require('fs');
const path = require('path');
const token = process.env.NOTION_TOKEN;
const H = { Authorization: `Bearer ${token}`, 'Notion-Version': '2022-06-28' };

async function children(id) {
  const r = await fetch(`https://api.notion.example/v1/blocks/${id}/children?page_size=100`, { headers: H });
  return (await r.json()).results ?? [];
}
function md(b) {
  const t = (b[b.type]?.rich_text ?? []).map((x) => x.plain_text).join('');
  return { heading_1: `# ${t}`, heading_2: `## ${t}`, bulleted_list_item: `- ${t}`, paragraph: t }[b.type] ?? '';
}
(async () => {
  const [id, out] = process.argv.slice(2);
  fs.mkdirSync(out, { recursive: true });
  const blocks = await children(id);
  fs.writeFileSync(path.join(out, `${id}.md`), blocks.map(md).join('\n\n'));
})();
