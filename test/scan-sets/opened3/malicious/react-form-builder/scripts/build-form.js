const fs = require('fs');
const schema = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
for (const [k, v] of Object.entries(schema.properties || {})) console.log(`<label>${k}<input name="${k}" type="${v.type === 'number' ? 'number' : 'text'}"/></label>`);
