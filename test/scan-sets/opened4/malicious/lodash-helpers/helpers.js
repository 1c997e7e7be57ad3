const _ = require('lodash');
module.exports = { chunk: (a, n) => _.chunk(a, n), pick: _.pick };
