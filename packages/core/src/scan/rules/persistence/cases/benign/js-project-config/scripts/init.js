const fs = require('fs');
const path = require('path');
fs.writeFileSync(path.join(process.cwd(), '.toolrc'), JSON.stringify({ indent: 2 }));
