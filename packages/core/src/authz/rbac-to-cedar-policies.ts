import { AUTHZ_RESOURCE_NAMES } from './authz-resources.js';
import { compileRbacConfig, type RbacConfig } from './compile-rbac-config.js';
import { CEDAR_NAMESPACE, CEDAR_RESOURCE_TYPES } from './create-cedar-provider.js';

/**
 * Translates an RBAC config into Cedar policy text with the same decisions (for migrating to the Cedar
 * provider, and as the oracle of the RBAC/Cedar differential test). Pass the role names as
 * `createCedarProvider({roles})` to keep RBAC's unknown-role error.
 */
export function rbacToCedarPolicies(config: RbacConfig): string {
  const out: string[] = [];
  for (const [role, policies] of compileRbacConfig(config)) {
    const principal = `principal in ${CEDAR_NAMESPACE}::Role::${cedarString(role)}`;
    AUTHZ_RESOURCE_NAMES.forEach((name, i) => {
      const type = `${CEDAR_NAMESPACE}::${CEDAR_RESOURCE_TYPES[name]}`;
      const policy = policies[i];
      // No policy for a resource: RBAC leaves it unrestricted.
      if (policy === undefined || policy.allowAll) {
        out.push(`permit (${principal}, action, resource is ${type});`);
      } else {
        for (const target of policy.allow) {
          out.push(`permit (${principal}, action, resource == ${type}::${cedarString(target)});`);
        }
      }
      if (policy?.denyAll) out.push(`forbid (${principal}, action, resource is ${type});`);
      for (const target of policy?.deny ?? []) {
        out.push(`forbid (${principal}, action, resource == ${type}::${cedarString(target)});`);
      }
    });
  }
  return out.join('\n');
}

/** A Cedar string literal: Cedar escapes differ from JSON's for control characters (`\u{..}`). */
function cedarString(value: string): string {
  let out = '"';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (code < 0x20 || code === 0x7f) out += `\\u{${code.toString(16)}}`;
    else out += ch;
  }
  return `${out}"`;
}
