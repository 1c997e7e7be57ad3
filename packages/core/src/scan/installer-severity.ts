import type { Severity } from './finding.js';

/**
 * Vendors' documented one-line installers (`curl -LsSf https://astral.sh/uv/install.sh | sh`). Piping
 * them into a shell is still unpinned remote code, so it stays `high`, but it is what benign setup
 * scripts do; anything else piped into an interpreter (unknown hosts, raw IPs, plain http) is `critical`.
 */
const KNOWN_INSTALLER_RE =
  /\bhttps:\/\/(?:astral\.sh|bun\.sh|get\.pnpm\.io|sh\.rustup\.rs|deno\.land|get\.docker\.com|install\.python-poetry\.org|raw\.githubusercontent\.com\/(?:nvm-sh|Homebrew|pyenv)\/|get\.volta\.sh|fnm\.vercel\.app|claude\.ai\/install\.sh|cli\.github\.com|get\.maestro\.mobile\.dev|rclone\.org|starship\.rs|pixi\.sh|mise\.run|get\.sdkman\.io|install\.determinate\.systems|nixos\.org|tailscale\.com\/install\.sh|ollama\.com\/install\.sh|(?:deb|rpm)\.nodesource\.com|get\.helm\.sh|raw\.githubusercontent\.com\/helm\/helm\/|get\.k3s\.io|dot\.net\/v1\/dotnet-install\.sh|sdk\.cloud\.google\.com|packages\.microsoft\.com|install\.meteor\.com|get\.rvm\.io|raw\.githubusercontent\.com\/ohmyzsh\/)(?:[/\s"']|$)/;
const URL_RE = /\bhttps?:\/\/[^\s"'`|;)]+/g;

export function installerSeverity(commandText: string): Severity {
  const urls = commandText.match(URL_RE) ?? [];
  return urls.length > 0 && urls.every((u) => KNOWN_INSTALLER_RE.test(`${u} `)) ? 'high' : 'critical';
}
