/**
 * Public code hosts where a repository's owner and history are visible and abuse is taken down: a clone
 * from one is how build-from-source instructions work. A clone from any other host (a self-hosted forge on
 * a fresh domain, a raw IP) is the attacker's own server, and running what it holds is a download-and-run.
 */
const CODE_HOSTS: readonly { host: string; why: string }[] = [
  { host: 'github.com', why: 'GitHub' },
  { host: 'gitlab.com', why: 'GitLab.com' },
  { host: 'bitbucket.org', why: 'Bitbucket Cloud' },
  { host: 'codeberg.org', why: 'Codeberg (Forgejo, run by a non-profit)' },
  { host: 'git.sr.ht', why: 'SourceHut' },
  { host: 'git.kernel.org', why: 'the Linux kernel and its tools' },
  { host: 'googlesource.com', why: "Google's Gerrit hosts (go, chromium, android), as subdomains" },
  { host: 'salsa.debian.org', why: "Debian's GitLab" },
  { host: 'gitlab.gnome.org', why: "GNOME's GitLab" },
  { host: 'invent.kde.org', why: "KDE's GitLab" },
  { host: 'gitlab.freedesktop.org', why: "freedesktop.org's GitLab" },
  { host: 'huggingface.co', why: 'Hugging Face model and space repositories' },
];

/** Host of a git URL: `https://h/…`, `ssh://git@h/…`, `git@h:owner/repo`. */
export function gitHost(url: string): string | undefined {
  const m =
    /^(?:[a-z+]+:\/\/)?(?:[^@/\s]+@)?(\[[^\]]+\]|[^/:\s]+)(?::\d+)?[/:]/i.exec(url.replace(/^["']/, '')) ??
    undefined;
  return m?.[1]?.toLowerCase();
}

/** Whether a clone URL points at one of the public code hosts (or a subdomain of one). */
export function isPublicCodeHost(url: string): boolean {
  const host = gitHost(url);
  if (host === undefined) return false;
  return CODE_HOSTS.some(({ host: h }) => host === h || host.endsWith(`.${h}`));
}
