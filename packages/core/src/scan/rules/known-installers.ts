import type { Severity } from '../severity.js';

/**
 * Vendors' documented one-line installers, by URL prefix (host, then an optional path). Piping one into a
 * shell is still unpinned remote code, but it is what benign setup instructions do; anything else piped
 * into an interpreter (unknown hosts, raw IPs, plain http, paste sites) is the dropper pattern.
 */
const KNOWN_INSTALLERS: readonly { prefix: string; why: string }[] = [
  { prefix: 'astral.sh/', why: 'uv and ruff installers' },
  { prefix: 'bun.sh/', why: 'Bun installer' },
  { prefix: 'get.pnpm.io/', why: 'pnpm installer' },
  { prefix: 'sh.rustup.rs', why: 'Rust toolchain installer' },
  { prefix: 'static.rust-lang.org/rustup/', why: 'rustup-init downloads' },
  { prefix: 'dl.k8s.io/', why: 'Kubernetes release binaries' },
  { prefix: 'nodejs.org/dist/', why: 'Node.js releases' },
  { prefix: 'go.dev/dl/', why: 'Go releases' },
  { prefix: 'dl.google.com/go/', why: 'Go releases' },
  { prefix: 'releases.hashicorp.com/', why: 'HashiCorp releases' },
  { prefix: 'awscli.amazonaws.com/', why: 'AWS CLI installer' },
  { prefix: 'deno.land/', why: 'Deno installer' },
  { prefix: 'get.docker.com', why: 'Docker convenience script' },
  { prefix: 'install.python-poetry.org', why: 'Poetry installer' },
  { prefix: 'raw.githubusercontent.com/nvm-sh/', why: 'nvm installer' },
  { prefix: 'raw.githubusercontent.com/Homebrew/', why: 'Homebrew installer' },
  { prefix: 'raw.githubusercontent.com/pyenv/', why: 'pyenv installer' },
  { prefix: 'raw.githubusercontent.com/helm/helm/', why: 'Helm installer' },
  { prefix: 'raw.githubusercontent.com/ohmyzsh/', why: 'Oh My Zsh installer' },
  { prefix: 'get.volta.sh', why: 'Volta installer' },
  { prefix: 'fnm.vercel.app/', why: 'fnm installer' },
  { prefix: 'claude.ai/install.sh', why: 'Claude Code installer' },
  { prefix: 'cli.github.com/', why: 'GitHub CLI packages' },
  { prefix: 'get.maestro.mobile.dev', why: 'Maestro installer' },
  { prefix: 'rclone.org/', why: 'rclone installer' },
  { prefix: 'starship.rs/', why: 'Starship installer' },
  { prefix: 'pixi.sh/', why: 'pixi installer' },
  { prefix: 'mise.run', why: 'mise installer' },
  { prefix: 'get.sdkman.io', why: 'SDKMAN installer' },
  { prefix: 'install.determinate.systems/', why: 'Nix installer (Determinate)' },
  { prefix: 'nixos.org/', why: 'Nix installer' },
  { prefix: 'tailscale.com/install.sh', why: 'Tailscale installer' },
  { prefix: 'ollama.com/install.sh', why: 'Ollama installer' },
  { prefix: 'deb.nodesource.com/', why: 'Node.js packages for Debian' },
  { prefix: 'rpm.nodesource.com/', why: 'Node.js packages for RPM systems' },
  { prefix: 'get.helm.sh/', why: 'Helm releases' },
  { prefix: 'get.k3s.io', why: 'k3s installer' },
  { prefix: 'dot.net/v1/dotnet-install.sh', why: '.NET SDK installer' },
  { prefix: 'dot.net/v1/dotnet-install.ps1', why: '.NET SDK installer for PowerShell' },
  { prefix: 'sdk.cloud.google.com', why: 'Google Cloud SDK installer' },
  { prefix: 'packages.microsoft.com/', why: 'Microsoft package repositories' },
  { prefix: 'install.meteor.com', why: 'Meteor installer' },
  { prefix: 'get.rvm.io', why: 'RVM installer' },
  { prefix: 'uploader.codecov.io/', why: 'Codecov uploader' },
  { prefix: 'cli.codecov.io/', why: 'Codecov CLI' },
  { prefix: 'get.pulumi.com', why: 'Pulumi installer' },
  { prefix: 'fly.io/install.sh', why: 'flyctl installer' },
  { prefix: 'install.duckdb.org', why: 'DuckDB installer' },
];

const URL_RE = /\bhttps?:\/\/[^\s"'`|;)]+/g;

/** Whether a URL is one of the documented installers (https only: plain http can be rewritten on the way). */
export function isKnownInstaller(url: string): boolean {
  if (!url.startsWith('https://')) return false;
  const rest = url.slice('https://'.length);
  return KNOWN_INSTALLERS.some(
    ({ prefix }) =>
      rest.startsWith(prefix) &&
      (prefix.endsWith('/') || rest.length === prefix.length || '/?#'.includes(rest[prefix.length]!)),
  );
}

/**
 * How serious running what a command line fetches is: `medium` when every URL on it is a documented
 * installer, `critical` otherwise (a line without a URL fetches from somewhere unknown).
 */
export function installerSeverity(commandText: string): Severity {
  const urls = commandText.match(URL_RE) ?? [];
  return urls.length > 0 && urls.every(isKnownInstaller) ? 'medium' : 'critical';
}
