/**
 * Files that hold credentials or session material for the user running the agent: SSH and cloud keys,
 * the token stores of CLIs (gh, glab, hub, terraform, vault, cargo, gem, doctl, rclone, agent CLIs),
 * database password files, browsers, wallets and keychains.
 */
export const SENSITIVE_PATH_RE =
  /(?:^|[\s"'`(=:@/~])(?:\.aws\/(?:credentials|config)|\.ssh\/(?:id_[A-Za-z0-9_]+(?![\w.]*\.pub\b)(?![A-Za-z0-9_])|id_\*(?!\.pub)|config)|\.ssh(?:\/\*)?(?=["'`\s)]|$)|\.netrc|\.git-credentials|\.config\/gh\/hosts\.ya?ml|\.config\/glab-cli\/config\.ya?ml|\.config\/hub\b|\.terraform\.d\/credentials\.tfrc\.json|\.vault-token|\.cargo\/credentials|\.gem\/credentials|\.pgpass|\.my\.cnf|\.s3cfg|\.boto\b|\.databrickscfg|\.config\/rclone\/rclone\.conf|\.config\/doctl\/config\.ya?ml|\.claude\/\.credentials\.json|\.codex\/auth\.json|\.docker\/config\.json|\.kube\/config|\.npmrc|\.pypirc|\.composer\/auth\.json|\.config\/composer\/auth\.json|\.gnupg|\.config\/gcloud|\.azure\/|\.bash_history|\.zsh_history|\/etc\/shadow|\/etc\/sudoers|Library\/Keychains|Login Data|Cookies\.binarycookies|\.mozilla\/firefox|\.password-store|Google\/Chrome\/(?:Default|Profile|\*)|\.config\/(?:google-chrome|chromium|BraveSoftware\/Brave-Browser|microsoft-edge)\/(?:Default|Profile|\*)|cookies\.sqlite|logins\.json|key4\.db|wallet\.dat|\.electrum|\.ethereum\/keystore|Exodus\/exodus\.wallet|\.bitcoin)/;

/** String literals that name a credential file piece by piece (`Path.home() / ".ssh" / "id_rsa"`). */
export const SENSITIVE_COMPONENT_RE =
  /^(?:\.ssh|\.aws|\.gnupg|\.netrc|\.git-credentials|\.kube|\.docker|id_rsa|id_ed25519|id_ecdsa|id_dsa|\.password-store)$/;

/** Instance-metadata services hand out cloud credentials to whoever asks from inside the VM. */
export const CLOUD_METADATA_RE =
  /169\.254\.169\.254|169\.254\.170\.2|\b2852039166\b|0xa9fea9fe\b|0251\.0376\.0251\.0376|a9fe:a9fe\b|instance-data\.ec2\.internal|metadata\.google\.internal|100\.100\.100\.200|fd00:ec2::254|metadata\.azure\.com/;

/**
 * Metadata paths that hand out credentials or identity tokens (AWS, GCP, Azure, Alibaba). Not IMDSv2's
 * `PUT /latest/api/token`: that session token only opens the other metadata paths, so what it is used
 * for decides (see `IMDS_SESSION_TOKEN_RE`).
 */
export const METADATA_CREDENTIAL_RE =
  /security-credentials|service-accounts\/[^\s"'`]*token|identity\/oauth2\/token|instance-identity|\/metadata\/identity|ram\/security-credentials|(?<!\/api)\/token\b/;

/** The IMDSv2 session handshake (AWS and Alibaba), asked for before any metadata read. */
export const IMDS_SESSION_TOKEN_RE = /\/api\/token\b/;

/**
 * The source of a regular expression written to find credentials: the fixed prefixes of cloud and SaaS
 * keys (`AKIA`, `ghp_`, `xoxb-`, `sk-`, `glpat-`, `AIza`), a private key's armour, or a `password =` /
 * `api_key:` assignment. What it matches in a file is the secret itself.
 */
export const CREDENTIAL_PATTERN_RE =
  /AKIA|ASIA\[|gh\[?[pousr]|ghp_|github_pat_|xox\[?[abprs]|\bsk[-_](?:live|test|proj|ant)?|glpat-|AIza|PRIVATE KEY|passw(?:or)?d|\bsecret|(?:api|auth|access)\W{0,8}(?:key|token)/i;

/**
 * Words for a repository taken whole, history included (a `git bundle`, the `.git` folder, "the entire
 * codebase", "private repositories are fine"): what an instruction that sends it away ships is the user's
 * code and every secret ever committed to it, not a build artefact.
 */
export const WHOLE_REPOSITORY_RE =
  /\bgit bundle\b|\brepo(?:sitory)? bundles?\b|(?:^|[\s`'"(/])\.git\/?(?:\s+(?:folder|directory))?(?=[\s`'")]|$)|\b(?:full|whole|entire|complete) (?:git |commit )?history\b|\b(?:including|with) (?:the |its |their )?(?:full |whole |entire )?(?:git |commit )history\b|\bprivate repositor(?:y|ies)\b|\b(?:entire|whole|full|complete) (?:git )?(?:repo(?:sitory)?|codebase|source code|source tree)\b/i;
