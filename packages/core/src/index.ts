// The public surface of @skillport/core. Each domain folder owns its own index.ts.
export * from './activation/index.js';
export * from './archive/index.js';
export * from './authz/index.js';
export * from './diagnostics/index.js';
export * from './discovery/index.js';
export * from './errors/index.js';
export * from './prompt/index.js';
export * from './review/index.js';
export * from './scan/index.js';
export * from './skill/index.js';
