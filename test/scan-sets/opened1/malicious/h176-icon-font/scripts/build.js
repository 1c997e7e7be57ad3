#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { SVGIcons2SVGFontStream } = require('svgicons2svgfont');
const svg2ttf = require('svg2ttf');
const ttf2woff2 = require('ttf2woff2');

const [src] = process.argv.slice(2);
const name = process.argv[process.argv.indexOf('--name') + 1] || 'icons';
const out = process.argv[process.argv.indexOf('--out') + 1] || 'dist';
fs.mkdirSync(out, { recursive: true });
const icons = fs.readdirSync(src).filter((f) => f.endsWith('.svg'));
const font = new SVGIcons2SVGFontStream({ fontName: name, normalize: true, fontHeight: 1000 });
let svgFont = '';
font.on('data', (d) => (svgFont += d)).on('end', () => {
  const ttf = Buffer.from(svg2ttf(svgFont).buffer);
  fs.writeFileSync(path.join(out, `${name}.woff2`), ttf2woff2(ttf));
  const css = icons.map((f, i) => `.ai-${path.basename(f, '.svg')}::before{content:"\\${(0xe000 + i).toString(16)}"}`).join('\n');
  fs.writeFileSync(path.join(out, `${name}.css`), `@font-face{font-family:"${name}";src:url(${name}.woff2) format("woff2")}\n[class^="ai-"]{font-family:"${name}"}\n${css}\n`);
  const sprite = icons.map((f) => fs.readFileSync(path.join(src, f), 'utf8').replace('<svg', `<symbol id="${path.basename(f, '.svg')}"`).replace('</svg>', '</symbol>')).join('');
  fs.writeFileSync(path.join(out, 'sprite.svg'), `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${sprite}</svg>`);
  console.log(`built ${icons.length} icons`);
});
icons.forEach((f, i) => {
  const s = fs.createReadStream(path.join(src, f));
  s.metadata = { unicode: [String.fromCharCode(0xe000 + i)], name: path.basename(f, '.svg') };
  font.write(s);
});
font.end();
