/**
 * What kind of failure an error is. The kind, not the code, decides how a caller reacts: the CLI's exit
 * status and the gateway's HTTP status are each derived from it in one function.
 */
export const ERROR_KINDS = [
  /** The command line or call itself was wrong (a flag, a missing argument). */
  'usage',
  /** The input was read but is not acceptable (bad config, bad option value, bad skill). */
  'invalid-input',
  /** What the caller named does not exist. */
  'not-found',
  /** The request collides with the current state (already installed, locked by another process). */
  'conflict',
  /** Refused on purpose to protect the caller (hostile archive, critical scan finding, drift). */
  'blocked',
  /** The caller may not do this. */
  'forbidden',
  /** A dependency the operation needs is missing or not answering; retrying may help. */
  'unavailable',
  /** A bug or an unexpected failure inside Skillport. */
  'internal',
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

interface ErrorCodeInfo {
  kind: ErrorKind;
  /** One line: what the code means, for the documentation and for people reading logs. */
  meaning: string;
}

/**
 * Every `SkillportError.code`, with its kind and meaning. The code is the contract (messages may change);
 * `docs/error-codes.md` is generated from this table and a test keeps the two equal.
 */
export const ERROR_CODES = {
  // Archives (.skill): each refusal names the entry in `details`.
  ARCHIVE_ABSOLUTE_PATH: {
    kind: 'blocked',
    meaning: 'An entry name is absolute, a drive path or a UNC path.',
  },
  ARCHIVE_COMPRESSION_RATIO: {
    kind: 'blocked',
    meaning: 'An entry inflates beyond the allowed compression ratio (a zip bomb).',
  },
  ARCHIVE_CONTROL_CHAR: { kind: 'blocked', meaning: 'An entry name holds a NUL or control character.' },
  ARCHIVE_CRC_MISMATCH: { kind: 'blocked', meaning: 'An entry’s data does not match its recorded CRC-32.' },
  ARCHIVE_DUPLICATE_ENTRY: { kind: 'blocked', meaning: 'Two entries have the same name.' },
  ARCHIVE_ENCRYPTED: { kind: 'blocked', meaning: 'An entry is encrypted, so its content cannot be checked.' },
  ARCHIVE_FILE_TOO_LARGE: { kind: 'blocked', meaning: 'An entry is larger than the per-file limit.' },
  ARCHIVE_HEADER_MISMATCH: {
    kind: 'blocked',
    meaning: 'An entry’s local header disagrees with the central directory.',
  },
  ARCHIVE_INVALID: { kind: 'invalid-input', meaning: 'The file is not a readable zip archive.' },
  ARCHIVE_NAME_COLLISION: {
    kind: 'blocked',
    meaning: 'Two entry names collide after case folding or Unicode normalisation.',
  },
  ARCHIVE_NAME_ENCODING: { kind: 'blocked', meaning: 'An entry name is not valid UTF-8.' },
  ARCHIVE_NAME_MISMATCH: {
    kind: 'blocked',
    meaning: 'An entry’s local header names a different file than the central directory.',
  },
  ARCHIVE_NATIVE_EXECUTABLE: {
    kind: 'blocked',
    meaning: 'An entry is a native executable (ELF, PE, Mach-O).',
  },
  ARCHIVE_NESTED_ARCHIVE: { kind: 'blocked', meaning: 'An entry is itself an archive or compressed stream.' },
  ARCHIVE_NESTED_SKILL: {
    kind: 'blocked',
    meaning: 'The archive holds a second SKILL.md outside eval fixtures.',
  },
  ARCHIVE_OVERLAPPING_ENTRIES: {
    kind: 'blocked',
    meaning: 'Entries share bytes of the archive (an overlapping-entry bomb).',
  },
  ARCHIVE_PATH_INVALID: {
    kind: 'blocked',
    meaning: 'An entry name is empty or has an empty or "." component.',
  },
  ARCHIVE_PATH_TOO_DEEP: { kind: 'blocked', meaning: 'An entry is nested deeper than the limit.' },
  ARCHIVE_PATH_TOO_LONG: { kind: 'blocked', meaning: 'An entry name is longer than the limit.' },
  ARCHIVE_PATH_TRAVERSAL: {
    kind: 'blocked',
    meaning: 'An entry name climbs out of the archive root with "..".',
  },
  ARCHIVE_RESERVED_NAME: {
    kind: 'blocked',
    meaning: 'An entry uses a name Windows reserves (CON, NUL, COM1, …) or a look-alike.',
  },
  ARCHIVE_SETUID: { kind: 'blocked', meaning: 'An entry carries setuid, setgid or sticky mode bits.' },
  ARCHIVE_SIZE_MISMATCH: { kind: 'blocked', meaning: 'An entry’s declared size disagrees with its data.' },
  ARCHIVE_SKILL_MD_MISSING: { kind: 'invalid-input', meaning: 'The archive has no SKILL.md at its root.' },
  ARCHIVE_SPECIAL_FILE: { kind: 'blocked', meaning: 'An entry is a FIFO, device or other special file.' },
  ARCHIVE_SYMLINK: { kind: 'blocked', meaning: 'An entry is a symbolic link.' },
  ARCHIVE_TARGET_EXISTS: { kind: 'conflict', meaning: 'The extraction target directory already exists.' },
  ARCHIVE_TOO_LARGE: { kind: 'blocked', meaning: 'The archive inflates to more bytes than the total limit.' },
  ARCHIVE_TOO_MANY_ENTRIES: { kind: 'blocked', meaning: 'The archive has more entries than the limit.' },
  ARCHIVE_UNSUPPORTED_COMPRESSION: {
    kind: 'invalid-input',
    meaning: 'An entry uses a compression method other than store or deflate.',
  },

  // Packages on disk.
  PACKAGE_LINK_ESCAPE: {
    kind: 'blocked',
    meaning: 'A symbolic link in the package leads outside it, nowhere, or in a loop.',
  },
  PACK_SOURCE_INVALID: { kind: 'invalid-input', meaning: 'The folder to pack is not a skill package.' },
  PACK_UNSUPPORTED_FILE: {
    kind: 'invalid-input',
    meaning: 'The folder to pack holds a file that cannot go into an archive (link, special file).',
  },
  PATH_NOT_FOUND: {
    kind: 'not-found',
    meaning: 'A path to validate, scan, review, pack or install does not exist.',
  },
  PATH_NOT_A_SKILL: {
    kind: 'invalid-input',
    meaning: 'A file given to a command is neither SKILL.md nor a .skill archive.',
  },

  // Install, lock and verify.
  INSTALL_LOCKED: { kind: 'conflict', meaning: 'Another process holds the install lock of the root.' },
  INSTALL_ROOT_INVALID: { kind: 'invalid-input', meaning: 'The install root exists and is not a directory.' },
  INSTALL_TARGET_INVALID: { kind: 'conflict', meaning: 'The install target exists and is not a directory.' },
  LOCK_DIGEST_MISMATCH: {
    kind: 'blocked',
    meaning: 'A frozen install’s source differs from the digest in skills.lock.json.',
  },
  LOCK_ENTRY_MISSING: {
    kind: 'blocked',
    meaning: 'A frozen install names a skill skills.lock.json does not record.',
  },
  LOCK_INVALID: {
    kind: 'invalid-input',
    meaning: 'skills.lock.json cannot be parsed or does not match its schema.',
  },
  LOCK_MISSING: {
    kind: 'not-found',
    meaning: 'A frozen install or verify needs skills.lock.json and there is none.',
  },
  SKILL_EXISTS: {
    kind: 'conflict',
    meaning: 'A skill of that name is already installed; upgrade or rename.',
  },
  SKILL_INVALID: {
    kind: 'invalid-input',
    meaning: 'A package fails the strict install rules (no readable SKILL.md, bad frontmatter).',
  },
  SKILL_NAME_INVALID: {
    kind: 'invalid-input',
    meaning: 'A skill name is not canonical (lowercase letters, digits and single hyphens, at most 64).',
  },

  // SkillScan and review.
  SCAN_BLOCKED: { kind: 'blocked', meaning: 'SkillScan found critical issues, so the install was refused.' },
  SCAN_FAILED: {
    kind: 'blocked',
    meaning: 'SkillScan could not finish, so the install was refused (fail closed).',
  },

  // Skills at run time.
  PROMPT_BUDGET_INVALID: {
    kind: 'invalid-input',
    meaning: 'A prompt budget is not a positive whole number.',
  },
  SEARCH_LIMIT_INVALID: {
    kind: 'invalid-input',
    meaning: 'A catalog search limit is not a positive whole number.',
  },
  SKILL_BODY_TOO_LARGE: {
    kind: 'invalid-input',
    meaning: 'A SKILL.md body is larger than the reading limit.',
  },
  SKILL_CONTEXT_MAX_INVALID: {
    kind: 'invalid-input',
    meaning: 'The skill_context bound is not a positive whole number.',
  },
  SKILL_CONTEXT_REVALIDATION_FAILED: {
    kind: 'unavailable',
    meaning: 'A skill_context entry could not be re-checked; the run must not use it.',
  },
  SKILL_DISABLED: { kind: 'forbidden', meaning: 'The skill exists but is disabled.' },
  SKILL_NOT_ALLOWED: { kind: 'forbidden', meaning: 'The skill is outside the agent’s skill allowlist.' },
  SKILL_NOT_FOUND: { kind: 'not-found', meaning: 'No loaded skill has that name.' },
  SKILL_NOT_USER_INVOCABLE: {
    kind: 'forbidden',
    meaning: 'The skill declares `user-invocable: false`, so slash activation is refused.',
  },
  SKILL_FILE_NOT_FOUND: { kind: 'not-found', meaning: 'The skill has no readable file at that path.' },
  SKILL_FILE_REFUSED: {
    kind: 'blocked',
    meaning:
      'A skill file path was refused: absolute, `..`, a link leading outside the skill, or an infrastructure file.',
  },
  SKILL_FILE_TOO_LARGE: { kind: 'invalid-input', meaning: 'A skill file is larger than the reading limit.' },
  TOOL_INPUT_INVALID: {
    kind: 'invalid-input',
    meaning: 'A tool call’s arguments do not match the tool’s JSON schema; details name the field.',
  },
  TOOL_NOT_AVAILABLE: {
    kind: 'forbidden',
    meaning:
      'The model named a tool that is not offered for this call (unknown, outside the active skill policy, or not authorized).',
  },
  SLASH_RESERVED: {
    kind: 'invalid-input',
    meaning: 'A slash command names a reserved command (/help, /new, …), not a skill.',
  },

  // Running skills (execute_skill, the sandboxed bash tool) and request-scoped secrets.
  SKILL_NOT_EXECUTABLE: {
    kind: 'invalid-input',
    meaning: 'The skill is not compute-entry, its skill.config.yaml is broken, or its entrypoint is missing.',
  },
  INPUT_INVALID: {
    kind: 'invalid-input',
    meaning:
      'A compute-entry input misses a required field, has an unknown one or a wrong type; the field is named.',
  },
  EXEC_OPTIONS_INVALID: {
    kind: 'invalid-input',
    meaning: 'An execution option is out of range (timeout, output cap, working folder).',
  },
  RUNTIME_UNAVAILABLE: {
    kind: 'unavailable',
    meaning: 'The interpreter the skill needs (python3, node, bash) is not installed.',
  },
  VENV_MISSING: {
    kind: 'unavailable',
    meaning: 'A Python skill declares dependencies.python but its .venv was never prepared.',
  },
  NODE_MODULES_MISSING: {
    kind: 'unavailable',
    meaning: 'A Node skill declares dependencies.node.packages but its node_modules was never prepared.',
  },
  SANDBOX_UNAVAILABLE: {
    kind: 'unavailable',
    meaning: 'A sandbox was requested or required by policy but bubblewrap is missing or does not work here.',
  },
  EXEC_TIMEOUT: {
    kind: 'unavailable',
    meaning: 'The run went past its timeout; its whole process tree was killed.',
  },
  EXEC_ABORTED: { kind: 'unavailable', meaning: 'The caller aborted the run; its process tree was killed.' },
  EXEC_FAILED: {
    kind: 'invalid-input',
    meaning: 'The skill exited with a non-zero status or was killed by a signal (a limit, a crash).',
  },
  OUTPUT_TOO_LARGE: {
    kind: 'blocked',
    meaning: 'The skill wrote more to stdout than the output cap; the run was stopped.',
  },
  OUTPUT_NOT_JSON: { kind: 'invalid-input', meaning: 'The skill’s stdout is not exactly one JSON value.' },
  SKILL_ENV_MISSING: {
    kind: 'invalid-input',
    meaning: 'A variable the skill declares as required in skill.config.yaml env has no value for this run.',
  },
  SECRET_TOO_SHORT: {
    kind: 'invalid-input',
    meaning: 'A secret value is shorter than 8 characters, too short to mask reliably, so it is refused.',
  },
  SECRET_NOT_DECLARED: {
    kind: 'forbidden',
    meaning: 'A secret was passed for a name the skill does not declare (required-secrets or config env).',
  },

  // Per-skill environments, setup scripts and projections.
  ENV_OPTIONS_INVALID: {
    kind: 'invalid-input',
    meaning: 'An option for preparing a skill environment is invalid (package source, timeout).',
  },
  SETUP_NOT_CONFIRMED: {
    kind: 'forbidden',
    meaning: 'A setup script runs only after explicit confirmation (confirm: true).',
  },
  SETUP_NOT_ALLOWED: {
    kind: 'forbidden',
    meaning: 'Setup scripts run only for archive-installed skills whose files still match skills.lock.json.',
  },
  SETUP_FAILED: {
    kind: 'invalid-input',
    meaning: 'A setup script exited with a non-zero status or was killed (result errorCode, not thrown).',
  },
  SETUP_PATH_INVALID: {
    kind: 'blocked',
    meaning: 'The setup script path is absolute, climbs with "..", escapes through a link, or is not a file.',
  },
  PROJECTION_INVALID: {
    kind: 'invalid-input',
    meaning: 'A projection scope or skill is invalid (unknown category, unsafe user id or skill name).',
  },

  // Authorization.
  AUTHZ_CONFIG_INVALID: {
    kind: 'invalid-input',
    meaning: 'The authorization config is invalid; the message names the path.',
  },
  AUTHZ_CONFIG_UNREADABLE: {
    kind: 'unavailable',
    meaning: 'A policy file named by the config cannot be read or parsed.',
  },
  AUTHZ_DENIED: { kind: 'forbidden', meaning: 'A call-time authorization check refused the request.' },
  AUTHZ_INVALID_REQUEST: {
    kind: 'invalid-input',
    meaning: 'An authorization request is malformed (unknown resource or action, empty target).',
  },
  AUTHZ_MISSING_ROLE: {
    kind: 'forbidden',
    meaning: 'The principal has no role and no default role is configured.',
  },
  AUTHZ_PRINCIPAL_INVALID: {
    kind: 'invalid-input',
    meaning: 'The trusted context cannot be turned into a principal.',
  },
  AUTHZ_PROVIDER_FAILURE: {
    kind: 'unavailable',
    meaning: 'An authorization provider threw or answered without a boolean decision.',
  },
  AUTHZ_PROVIDER_INVALID: {
    kind: 'invalid-input',
    meaning: 'A custom provider module cannot be loaded or does not implement the interface.',
  },
  AUTHZ_UNKNOWN_ROLE: {
    kind: 'forbidden',
    meaning: 'The principal names a role the provider does not know.',
  },

  // The CLI's own refusals of its command line.
  CLI_OPTION_CONFLICT: { kind: 'usage', meaning: 'Two options that exclude each other were both given.' },
  CLI_LLM_NOT_CONFIGURED: {
    kind: 'usage',
    meaning: '--llm was given but no LLM endpoint is configured in the environment.',
  },
  CLI_LLM_ENDPOINT_MISSING: {
    kind: 'usage',
    meaning: 'skillport chat needs SKILLPORT_LLM_BASE_URL (or OPENAI_BASE_URL) and SKILLPORT_LLM_MODEL.',
  },
  CLI_OPTION_INVALID: {
    kind: 'usage',
    meaning: 'An option value cannot be read (--input is not JSON, --secret is not NAME=VALUE, --timeout).',
  },
  CLI_ROOT_NOT_FOUND: { kind: 'usage', meaning: 'A --root folder does not exist.' },
  CLI_ROOT_NOT_A_DIRECTORY: { kind: 'usage', meaning: 'A --root path is not a folder.' },

  // The gateway (HTTP). Statuses that no kind expresses (401, 413, 429, 501) are set per code in the
  // gateway's one status function.
  HTTP_REQUEST_INVALID: {
    kind: 'invalid-input',
    meaning:
      'A request body, query or path parameter is malformed or fails its schema; details name the field.',
  },
  HTTP_BODY_TOO_LARGE: { kind: 'invalid-input', meaning: 'A request body is larger than the route allows.' },
  HTTP_MEDIA_TYPE_UNSUPPORTED: {
    kind: 'invalid-input',
    meaning:
      'A request body has a content type the route does not accept (JSON routes take application/json).',
  },
  HTTP_ROUTE_NOT_FOUND: { kind: 'not-found', meaning: 'No gateway route has that method and path.' },
  HTTP_NOT_IMPLEMENTED: {
    kind: 'unavailable',
    meaning: 'The route is part of the API but not built in this version of the gateway.',
  },
  HTTP_INTERNAL: { kind: 'internal', meaning: 'The gateway failed unexpectedly; the log has the cause.' },
  GATEWAY_NOT_READY: {
    kind: 'unavailable',
    meaning: 'The gateway cannot serve yet: its database or skill registry is not answering.',
  },
  GATEWAY_CONFIG_INVALID: {
    kind: 'invalid-input',
    meaning: 'A gateway option is invalid; the message names it.',
  },
  AUTH_REQUIRED: {
    kind: 'forbidden',
    meaning:
      'The request carries no valid session or token (missing, expired, revoked, or its user is disabled).',
  },
  AUTH_INVALID_CREDENTIALS: { kind: 'forbidden', meaning: 'The username or password is wrong.' },
  AUTH_THROTTLED: {
    kind: 'unavailable',
    meaning: 'Too many failed logins for this account or client; retry after the Retry-After seconds.',
  },
  AUTH_CSRF_REJECTED: {
    kind: 'forbidden',
    meaning: 'A cookie-authenticated change came without an Origin of this gateway (cross-site request).',
  },
  USER_EXISTS: { kind: 'conflict', meaning: 'A user with that username already exists.' },
  USER_NOT_FOUND: { kind: 'not-found', meaning: 'No user has that id.' },
  USER_LAST_ADMIN: {
    kind: 'conflict',
    meaning: 'The change would leave the gateway without an enabled admin.',
  },
  TOKEN_NOT_FOUND: { kind: 'not-found', meaning: 'The caller has no API token with that id.' },
  SKILL_READ_ONLY: {
    kind: 'forbidden',
    meaning: 'The skill’s category (public, integration, legacy) cannot be changed through the gateway.',
  },
  UPLOAD_INVALID: {
    kind: 'invalid-input',
    meaning: 'An upload is not multipart form data with one file in the field "file".',
  },
  SKILL_VERSION_NOT_FOUND: {
    kind: 'not-found',
    meaning: 'The skill’s history has no version with that number, or its files are no longer kept.',
  },
  SKILL_EDIT_CONFLICT: {
    kind: 'conflict',
    meaning: 'The skill changed since the version an edit or rollback was based on (baseDigest).',
  },

  // The gateway's secret vault.
  VAULT_UNAVAILABLE: {
    kind: 'unavailable',
    meaning: 'The secret vault is not running because SKILLPORT_MASTER_KEY is not set.',
  },
  VAULT_KEY_INVALID: {
    kind: 'invalid-input',
    meaning: 'SKILLPORT_MASTER_KEY is malformed (expected v<N>:<base64 of 32 bytes>, comma separated).',
  },
  VAULT_KEY_MISSING: {
    kind: 'unavailable',
    meaning: 'A stored data key is wrapped by a master key version SKILLPORT_MASTER_KEY does not hold.',
  },
  VAULT_INTEGRITY: {
    kind: 'internal',
    meaning: 'A stored secret or data key failed authentication (tampered, or a wrong master key).',
  },
  SECRET_VALUE_INVALID: {
    kind: 'invalid-input',
    meaning: 'A value sent to the vault is empty, longer than 64 KiB, or holds a NUL character.',
  },

  // Agent profiles and runs (gateway).
  AGENT_EXISTS: { kind: 'conflict', meaning: 'An agent profile with that name already exists.' },
  AGENT_NOT_FOUND: { kind: 'not-found', meaning: 'No agent profile has that name.' },
  MODEL_NOT_AVAILABLE: {
    kind: 'forbidden',
    meaning: 'No configured model may be used by the caller (none configured, or model:use denies them all).',
  },
  RUN_NOT_FOUND: { kind: 'not-found', meaning: 'The caller has no run with that id.' },

  // LLM review.
  LLM_UNAVAILABLE: {
    kind: 'unavailable',
    meaning: 'The LLM endpoint did not answer usably (network, status, timeout).',
  },
} as const satisfies Record<string, ErrorCodeInfo>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function errorKindOf(code: ErrorCode): ErrorKind {
  return ERROR_CODES[code].kind;
}
