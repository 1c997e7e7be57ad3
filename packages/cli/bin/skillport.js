#!/usr/bin/env node
// Committed entry point so npm can link the binary at install time, before the TypeScript build.
import '../dist/bin.js';
