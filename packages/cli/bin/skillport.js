#!/usr/bin/env node
// Committed entry point so npm can link the binary at install time, before the build. It runs the bundle
// (`packages/cli/build-bundle.js`): one entry and one chunk per command start much faster than the
// module graph tsc emits.
import '../bundle/skillport.js';
