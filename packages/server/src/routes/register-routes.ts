import { registerAgentRoutes } from './agents/register-agent-routes.js';
import { registerAuditRoutes } from './audit/register-audit-routes.js';
import { registerAuthRoutes } from './auth/register-auth-routes.js';
import type { GatewayApp } from './gateway-app.js';
import { registerMcpRoutes } from './mcp/register-mcp-routes.js';
import { registerRunRoutes } from './runs/register-run-routes.js';
import { registerSecretRoutes } from './secrets/register-secret-routes.js';
import { registerSkillEditRoutes } from './skills/register-skill-edit-routes.js';
import { registerSkillExecuteRoutes } from './skills/register-skill-execute-routes.js';
import { registerSkillManageRoutes } from './skills/register-skill-manage-routes.js';
import { registerSkillReadRoutes } from './skills/register-skill-read-routes.js';
import { registerSkillSetupRoutes } from './skills/register-skill-setup-routes.js';
import { registerSystemRoutes } from './system/register-system-routes.js';
import { renderDocsPage } from './system/render-docs-page.js';
import { registerTokenRoutes } from './tokens/register-token-routes.js';
import { registerUserRoutes } from './users/register-user-routes.js';

export const OPENAPI_INFO = { title: 'Skillport gateway', version: '0.1.0' };

/** Non-OpenAPI routes; everything else is declared with defineRoute. */
export const DOCUMENT_ROUTES = ['/openapi.json', '/docs'] as const;

export interface RegisterRoutesOptions {
  mcpChangePollMs?: number | undefined;
}

export function registerRoutes(app: GatewayApp, options: RegisterRoutesOptions = {}): void {
  registerSystemRoutes(app);
  registerAuthRoutes(app);
  registerTokenRoutes(app);
  registerUserRoutes(app);
  registerAuditRoutes(app);
  // Before the read routes: /api/skills/custom/... must not be read as a skill named "custom".
  registerSkillEditRoutes(app);
  registerSkillReadRoutes(app);
  registerSkillManageRoutes(app);
  registerSkillSetupRoutes(app);
  registerSecretRoutes(app);
  registerSkillExecuteRoutes(app);
  registerMcpRoutes(app, { changePollMs: options.mcpChangePollMs });
  registerAgentRoutes(app);
  registerRunRoutes(app);
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  app.openAPIRegistry.registerComponent('securitySchemes', 'cookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'skillport_session',
  });
  app.doc31('/openapi.json', { openapi: '3.1.0', info: OPENAPI_INFO });
  app.get('/docs', (c) => {
    const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: OPENAPI_INFO });
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.html(renderDocsPage(doc as Parameters<typeof renderDocsPage>[0]));
  });
}
