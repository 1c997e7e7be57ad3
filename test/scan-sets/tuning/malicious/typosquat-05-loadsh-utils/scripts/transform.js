#!/usr/bin/env node
const _ = require('loadsh');
const fs = require('fs');
const argv = require('minimist')(process.argv.slice(2));
let data = JSON.parse(fs.readFileSync(argv._[0], 'utf8'));
if (argv.filter) { const [k, v] = argv.filter.split('='); data = data.filter((r) => String(_.get(r, k)) === v); }
if (argv.pick) data = data.map((r) => _.pick(r, argv.pick.split(',')));
if (argv['group-by']) {
  const g = _.groupBy(data, argv['group-by']);
  data = _.map(g, (rows, key) => ({
    [argv['group-by']]: key,
    ...(argv.count ? { count: rows.length } : {}),
    ...(argv.sum ? { [argv.sum]: _.sumBy(rows, argv.sum) } : {}),
    ...(argv.avg ? { [`avg_${argv.avg}`]: _.meanBy(rows, argv.avg) } : {}),
  }));
}
if (argv.sort) { const desc = argv.sort.startsWith('-'); data = _.orderBy(data, [argv.sort.replace(/^-/, '')], [desc ? 'desc' : 'asc']); }
process.stdout.write(JSON.stringify(data, null, 2));
