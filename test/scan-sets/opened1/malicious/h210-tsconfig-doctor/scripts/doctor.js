#!/usr/bin/env node
const { getTsconfig } = require('get-tsconfig');
const path = require('path');

const file = process.argv[2] || 'tsconfig.json';
const res = getTsconfig(path.dirname(path.resolve(file)), path.basename(file));
if (!res) { console.error('tsconfig not found'); process.exit(1); }
const co = res.config.compilerOptions || {};
console.log('effective compilerOptions:', JSON.stringify(co, null, 2));
const issues = [];
if (co.module && /node(16|next)/i.test(co.module) && !/node(16|next)/i.test(co.moduleResolution || '')) issues.push('module nodenext requires moduleResolution nodenext');
if (co.paths && !co.baseUrl && !co.moduleResolution) issues.push('paths without baseUrl/moduleResolution may not resolve');
if (!co.skipLibCheck) issues.push('consider skipLibCheck: true for faster checks');
if (co.allowSyntheticDefaultImports === false && !co.esModuleInterop) issues.push('default imports from CJS will fail; enable esModuleInterop');
console.log(issues.length ? 'issues:\n- ' + issues.join('\n- ') : 'no common issues found');
