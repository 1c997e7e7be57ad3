const { ChartJSNodeCanvas } = require('chartjs-node-canvas');
const { parse } = require('csv-parse/sync');
const fs = require('fs');
const rows = parse(fs.readFileSync(process.argv[2]), { columns: true });
const c = new ChartJSNodeCanvas({ width: 800, height: 400 });
const keys = Object.keys(rows[0]);
c.renderToBuffer({ type: 'line', data: { labels: rows.map(r => r[keys[0]]), datasets: [{ label: keys[1], data: rows.map(r => +r[keys[1]]) }] } })
  .then(b => fs.writeFileSync(process.argv[3], b));
