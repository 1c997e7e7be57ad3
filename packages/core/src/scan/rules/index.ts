import { accessGrant } from './access-grant/index.js';
import { agentCliFlags } from './agent-cli-flags/index.js';
import { agentConfig } from './agent-config/index.js';
import { agentConfigWrite } from './agent-config-write/index.js';
import { cloudMetadata } from './cloud-metadata/index.js';
import { commentInjection } from './comment-injection/index.js';
import { credentialRead } from './credential-read/index.js';
import { cryptoMiner } from './crypto-miner/index.js';
import { declarationMismatch } from './declaration-mismatch/index.js';
import { deserialization } from './deserialization/index.js';
import { destructive } from './destructive/index.js';
import { downloadExec } from './download-exec/index.js';
import { dynamicExec } from './dynamic-exec/index.js';
import { envDump } from './env-dump/index.js';
import { exfiltration } from './exfiltration/index.js';
import { forkBomb } from './fork-bomb/index.js';
import { hiddenUnicode } from './hidden-unicode/index.js';
import { lexicalCorrelation } from './lexical-correlation/index.js';
import { lexicalDropper } from './lexical-dropper/index.js';
import { lexicalReverseShell } from './lexical-reverse-shell/index.js';
import { mcpConfig } from './mcp-config/index.js';
import { obfuscation } from './obfuscation/index.js';
import { permissionChange } from './permission-change/index.js';
import { persistence } from './persistence/index.js';
import { promptInjection } from './prompt-injection/index.js';
import { proseCredentialRead } from './prose-credential-read/index.js';
import { proseDeception } from './prose-deception/index.js';
import { proseDestructive } from './prose-destructive/index.js';
import { proseDownloadExec } from './prose-download-exec/index.js';
import { proseExfil } from './prose-exfil/index.js';
import { prosePersistence } from './prose-persistence/index.js';
import { resourceExhaustion } from './resource-exhaustion/index.js';
import { reverseShell } from './reverse-shell/index.js';
import type { Rule } from './rule.js';
import { safetyBypass } from './safety-bypass/index.js';
import { secretAwsKey } from './secret-aws-key/index.js';
import { secretConnectionString } from './secret-connection-string/index.js';
import { secretPrivateKey } from './secret-private-key/index.js';
import { secretToken } from './secret-token/index.js';
import { securityDisable } from './security-disable/index.js';
import { shellExec } from './shell-exec/index.js';
import { typosquat } from './typosquat/index.js';
import { untrustedSource } from './untrusted-source/index.js';

/** Every rule SkillScan runs. A new rule is a folder here (`index.ts` + `cases/`) and one line below. */
export const RULES: readonly Rule[] = [
  cloudMetadata,
  credentialRead,
  cryptoMiner,
  declarationMismatch,
  deserialization,
  destructive,
  downloadExec,
  dynamicExec,
  envDump,
  exfiltration,
  forkBomb,
  mcpConfig,
  obfuscation,
  permissionChange,
  persistence,
  promptInjection,
  resourceExhaustion,
  reverseShell,
  securityDisable,
  shellExec,
  typosquat,
  untrustedSource,
  hiddenUnicode,
  secretAwsKey,
  secretConnectionString,
  secretPrivateKey,
  secretToken,
  agentConfig,
  proseCredentialRead,
  proseDestructive,
  proseDownloadExec,
  proseExfil,
  proseDeception,
  prosePersistence,
  safetyBypass,
  commentInjection,
  agentConfigWrite,
  agentCliFlags,
  // Later than the family's main rule: a code's title in docs/error-codes.md is its first rule's.
  accessGrant,
  lexicalCorrelation,
  lexicalDropper,
  lexicalReverseShell,
];
