import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandboxPool, SkillportError } from '@skillport/core';
import type { DestinationStream, Logger } from 'pino';
import { createAuditLog } from '../audit/index.js';
import { createCredentialCache } from '../auth/credential-cache.js';
import { type AdminBootstrap, authenticate, bootstrapAdmin } from '../auth/index.js';
import { createAccessControl } from '../authz/index.js';
import { watchPolicyFiles } from '../authz/watch-policy-files.js';
import { type GatewayConfig, type GatewayOptionsInput, resolveGatewayConfig } from '../config/index.js';
import { createStores, migrateToLatest, openDatabase } from '../db/index.js';
import { errorResponse } from '../errors/index.js';
import { requestContext } from '../http/request-context.js';
import { createLogger } from '../logging/index.js';
import { createGatewayApp, type GatewayApp } from '../routes/gateway-app.js';
import { type RegisterRoutesOptions, registerRoutes } from '../routes/register-routes.js';
import {
  createSkillCatalog,
  createSkillSync,
  EDIT_STAGING_FOLDER,
  recoverInterruptedChanges,
  type SkillCatalog,
  type SkillSync,
} from '../skills/index.js';
import {
  createSecretVault,
  MASTER_KEY_ENV,
  type MasterKeyring,
  parseMasterKeyring,
  type SecretVault,
} from '../vault/index.js';
import { loadWebUi, serveWebUi } from '../web-ui/index.js';
import type { GatewayServices } from './gateway-services.js';
import { observeStoreChanges } from './observe-store-changes.js';

export interface CreateGatewayOptions extends GatewayOptionsInput {
  /** Where logs go (default stdout); tests pass a stream to read them. */
  logDestination?: DestinationStream;
  /** Test seam for time-dependent rules (token expiry, throttling). */
  clock?: () => Date;
  /**
   * The vault's master keys (format in docs/secret-vault.md); default SKILLPORT_MASTER_KEY. Without
   * one the vault does not start and its routes answer VAULT_UNAVAILABLE.
   */
  masterKey?: string;
  /**
   * Reload the authorization configuration when its file changes (default true). Tests of the
   * cluster broadcast turn it off on the nodes that must learn of a change only from another node.
   */
  watchAuthorization?: boolean;
  /**
   * How often MCP sessions with an open event stream look for changes (default `MCP_CHANGE_POLL_MS`).
   * Test seam: the notification tests wait on several polls in a row.
   */
  mcpChangePollMs?: number;
}

export interface Gateway {
  app: GatewayApp;
  config: GatewayConfig;
  services: GatewayServices;
  /** Set when this start created the first admin. */
  bootstrap: AdminBootstrap | undefined;
  /** Stops taking requests, waits for those in flight (up to `graceMs`), then closes the database. */
  close(options?: { graceMs?: number }): Promise<void>;
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

function builtWebDir(): string | null {
  const dir = fileURLToPath(new URL('../../../web/dist', import.meta.url));
  return existsSync(dir) ? dir : null;
}

function bundledPublicSkillsDir(): string | null {
  const dir = fileURLToPath(new URL('../../../../skills/public', import.meta.url));
  return existsSync(dir) ? dir : null;
}

/** Builds the gateway without listening: `gateway.app.request()` serves requests in-process. */
export async function createGateway(options: CreateGatewayOptions = {}): Promise<Gateway> {
  const {
    logDestination,
    clock = () => new Date(),
    masterKey = process.env[MASTER_KEY_ENV],
    watchAuthorization = true,
    mcpChangePollMs,
    ...gatewayOptions
  } = options;
  // Before anything is opened: a malformed key stops the start instead of running without a vault.
  const keyring = parseMasterKeyring(masterKey);
  const config = resolveGatewayConfig(
    {
      ...gatewayOptions,
      ...(gatewayOptions.adminPassword === undefined && process.env.SKILLPORT_ADMIN_PASSWORD
        ? { adminPassword: process.env.SKILLPORT_ADMIN_PASSWORD }
        : {}),
    },
    { publicSkillsDir: bundledPublicSkillsDir(), webDir: builtWebDir() },
  );
  const logger: Logger = createLogger({
    level: config.logLevel,
    ...(logDestination ? { destination: logDestination } : {}),
  });
  mkdirSync(config.dataDir, { recursive: true });
  const db = await openDatabase(config.database);
  let skillSync: SkillSync | undefined;
  try {
    await migrateToLatest(db);
    const credentials = createCredentialCache();
    const sandboxPool = createSandboxPool();
    let catalog: SkillCatalog | undefined;
    const stores = observeStoreChanges(createStores(db), {
      async credentialsChanged() {
        credentials.forgetAll();
        await skillSync?.publish({ kind: 'credentials' });
      },
      enableStateChanged: () => catalog?.enableStateChanged(),
    });
    const audit = createAuditLog({ store: stores.audit, logger });
    const access = await createAccessControl({
      authorization: config.authorization,
      baseDir: config.dataDir,
      audit,
      logger,
    });
    const vault = createSecretVault({ store: stores.secrets, keyring });
    await reportVaultState(vault, keyring, logger);
    const skills = createSkillCatalog({
      dataDir: config.dataDir,
      publicSkillsDir: config.publicSkillsDir,
      stores,
      changed: () => sandboxPool.clear(),
    });
    catalog = skills;
    skillSync = createSkillSync({
      stores,
      catalog: skills,
      dataDir: config.dataDir,
      postgresUrl: config.database.dialect === 'postgres' ? config.database.url : undefined,
      logger,
      keepVersions: config.historyVersions,
      hooks: {
        credentialsChanged: () => credentials.forgetAll(),
        policyChanged: async () => {
          await access.reloadPolicy();
          sandboxPool.clear();
        },
      },
    });
    const services: GatewayServices = {
      config,
      logger,
      db,
      stores,
      audit,
      access,
      credentials,
      skills,
      skillSync,
      vault,
      sandboxPool,
      clock,
      lifecycle: { draining: false, inFlight: 0 },
    };
    await recoverInterruptedChanges({
      history: stores.skillHistory,
      customRoot: skills.customRoot,
      userRoot: skills.userRoot,
      editStagingDir: path.join(config.dataDir, EDIT_STAGING_FOLDER),
      logger,
      soleCopy: config.database.dialect === 'sqlite',
    });
    const bootstrap = await bootstrapAdmin({ stores, audit, password: config.adminPassword });
    // In a cluster the shared record decides which versions this node serves; listening starts here.
    await skillSync.sync();
    await skills.reload();
    const sync = skillSync;
    const policyWatch = watchAuthorization
      ? watchPolicyFiles({
          files: access.policyFiles,
          logger,
          async onChange() {
            // Applied here, then recorded so that every other node reads its configuration again too.
            if ((await access.reloadPolicy()).reloaded) {
              sandboxPool.clear();
              await sync.publish({ kind: 'policy' });
            }
          },
        })
      : undefined;
    const app = buildApp(services, { mcpChangePollMs });
    return {
      app,
      config,
      services,
      bootstrap,
      async close({ graceMs = DEFAULT_SHUTDOWN_GRACE_MS } = {}) {
        services.lifecycle.draining = true;
        policyWatch?.close();
        const deadline = Date.now() + graceMs;
        while (services.lifecycle.inFlight > 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await audit.flush();
        await services.skillSync.close();
        skills.close();
        sandboxPool.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await skillSync?.close().catch(() => {});
    await db.destroy().catch(() => {});
    throw error;
  }
}

/** Says at start what the vault can do, so a missing key is found before a secret is needed. */
async function reportVaultState(vault: SecretVault, keyring: MasterKeyring | null, logger: Logger) {
  if (keyring === null) {
    logger.warn(
      { component: 'vault' },
      `secret vault disabled: ${MASTER_KEY_ENV} is not set; secret routes answer VAULT_UNAVAILABLE`,
    );
    return;
  }
  const inUse = await vault.versionsInUse();
  const missing = [...inUse.keys()].filter((version) => !keyring.keys.has(version));
  if (missing.length > 0) {
    logger.error(
      { component: 'vault', missingVersions: missing },
      `${MASTER_KEY_ENV} lacks master key version(s) ${missing.join(', ')} that stored data keys use; their secrets cannot be read`,
    );
  }
  const stale = [...inUse].filter(([v]) => v !== keyring.primary.version).reduce((n, [, c]) => n + c, 0);
  logger.info(
    { component: 'vault', primaryVersion: keyring.primary.version, keysToRotate: stale },
    'secret vault ready',
  );
}

function buildApp(services: GatewayServices, routes: RegisterRoutesOptions): GatewayApp {
  const app = createGatewayApp();
  app.use('*', requestContext(services));
  app.use('/api/*', authenticate());
  app.use('/mcp', authenticate());
  registerRoutes(app, routes);
  // The UI answers what no route did (not a route itself: every route carries an authorization decision).
  const ui = loadWebUi(services.config.webDir);
  app.notFound((c) => {
    const page = ui === undefined ? undefined : serveWebUi(ui, c);
    if (page !== undefined) return page;
    const { status, body } = errorResponse(
      new SkillportError(
        'HTTP_ROUTE_NOT_FOUND',
        `No route ${c.req.method} ${c.req.path}; see /docs for the API.`,
      ),
    );
    return c.json(body, status as 404);
  });
  app.onError((error, c) => {
    const answer = errorResponse(error);
    if (answer.unexpected) c.get('log')?.().error({ err: error }, 'request failed');
    for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
    return c.json(answer.body, answer.status as 400);
  });
  return app;
}
