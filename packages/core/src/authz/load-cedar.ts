import { createRequire } from 'node:module';

export type CedarModule = typeof import('@cedar-policy/cedar-wasm/nodejs');
let cedarModule: CedarModule | undefined;

/** Loaded on first use: the wasm module costs ~17 MB of memory that RBAC-only deployments never need. */
export function loadCedar(): CedarModule {
  cedarModule ??= createRequire(import.meta.url)('@cedar-policy/cedar-wasm/nodejs') as CedarModule;
  return cedarModule;
}
