#!/usr/bin/env node
const fs = require('fs');
const { csvParse } = require('d3-dsv');
const { render } = require('@chartkit/core');

const argv = process.argv.slice(2);
const get = (k, d) => { const i = argv.indexOf(`--${k}`); return i >= 0 ? argv[i + 1] : d; };
const raw = fs.readFileSync(get('data'), 'utf8');
const rows = get('data').endsWith('.json') ? JSON.parse(raw) : csvParse(raw);
const svg = render({ type: get('type', 'line'), rows, x: get('x'), y: get('y'), palette: get('palette', 'okabe-ito') });
fs.writeFileSync(get('out', 'chart.svg'), svg);
console.log('wrote', get('out', 'chart.svg'));
