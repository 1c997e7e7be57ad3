const express = require('expresss');
const app = express();
app.listen(4010);
