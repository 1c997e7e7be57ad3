import type { FileContext } from './file-context.js';
import type { Severity } from './finding.js';
import { judgePersistence, WINDOWS_STARTUP } from './persistence-target.js';
import type { ScanRuleId } from './scan-rules.js';
import { CLOUD_METADATA_RE, SENSITIVE_PATH_RE } from './sensitive-patterns.js';

/** Built-in Windows tools that download files (living off the land): certutil and BITS. */
const LOLBIN_DOWNLOAD_RE =
  /\bcertutil(?:\.exe)?\b[^\n]*[-/]urlcache\b|\bbitsadmin(?:\.exe)?\b[^\n]*[-/]transfer\b|\bStart-BitsTransfer\b/i;
/** Run keys, scheduled tasks, the Startup folder and the PowerShell profile: code that runs again later. */
const WINDOWS_PERSISTENCE_RE =
  /\\CurrentVersion\\Run(?:Once)?\b|\bschtasks(?:\.exe)?\s+[-/]create\b|\bRegister-ScheduledTask\b|\bNew-Service\b|\bsc(?:\.exe)?\s+create\b|Start Menu\\Programs\\Startup|\$env:APPDATA\\Microsoft\\Windows\\Start Menu|\b(?:Add-Content|Set-Content|Out-File)\b[^\n]*\$PROFILE\b|>>?\s*\$PROFILE\b|\b(?:CommandLineEventConsumer|ActiveScriptEventConsumer|__FilterToConsumerBinding)\b/i;

/** PowerShell and batch have no grammar here: line rules that skip comment lines. */
const RULES: { ruleId: ScanRuleId; severity: Severity; message: string; re: RegExp }[] = [
  {
    ruleId: 'SS-DOWNLOAD-EXEC',
    severity: 'critical',
    message: 'downloads a script and runs it with Invoke-Expression',
    re: /\b(?:iex|Invoke-Expression)\b[^\n]*\b(?:DownloadString|DownloadFile|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|Net\.WebClient)\b|\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString)\b[^\n]*\|\s*(?:iex|Invoke-Expression)\b|\[scriptblock\]::Create\b[^\n]*\b(?:DownloadString|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|Net\.WebClient)\b/i,
  },
  {
    ruleId: 'SS-DOWNLOAD-EXEC',
    severity: 'critical',
    message: 'runs a remote script through a signed Windows binary (mshta, regsvr32, rundll32)',
    re: /\bmshta(?:\.exe)?\s+["']?(?:https?:|vbscript:|javascript:)|\bregsvr32(?:\.exe)?\b[^\n]*\/i:\s*["']?https?:|\brundll32(?:\.exe)?\b[^\n]*\b(?:javascript:|mshtml,RunHTMLApplication|url\.dll,(?:OpenURL|FileProtocolHandler)\s+["']?https?:)/i,
  },
  {
    ruleId: 'SS-OBFUSCATION',
    severity: 'critical',
    message: 'runs an encoded command',
    re: /\s-(?:e|ec|enc|encodedcommand)\s+[A-Za-z0-9+/=]{20,}|FromBase64String[^\n]*\b(?:iex|Invoke-Expression)\b|\b(?:iex|Invoke-Expression)\b[^\n]*FromBase64String/i,
  },
  {
    ruleId: 'SS-REVERSE-SHELL',
    severity: 'critical',
    message: 'connects a shell to a remote host over a TCP socket',
    re: /Net\.Sockets\.TCPClient[\s\S]{0,400}?(?:iex|Invoke-Expression|GetStream)/i,
  },
  {
    ruleId: 'SS-DESTRUCTIVE',
    severity: 'critical',
    message: 'recursively deletes a drive root or the user profile',
    re: /\b(?:Remove-Item|rm|del|rd|rmdir)\b[^\n]*(?:-Recurse|\/s)[^\n]*\s["']?(?:[A-Za-z]:\\?\*?|\$env:USERPROFILE|~|%USERPROFILE%|%SystemRoot%)["']?(?:\s|$)|\bformat\s+[A-Za-z]:/i,
  },
  {
    ruleId: 'SS-CLOUD-METADATA',
    severity: 'high',
    message: 'queries a cloud instance-metadata endpoint',
    re: CLOUD_METADATA_RE,
  },
  { ruleId: 'SS-CRED-READ', severity: 'high', message: 'touches a credential file', re: SENSITIVE_PATH_RE },
];

export function analyzeWindowsScript(ctx: FileContext): void {
  const lines = ctx.text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^\s*(?:#|rem\b|::)/i.test(line)) continue;
    for (const rule of RULES) {
      if (rule.re.test(line))
        ctx.report(rule.ruleId, { line: i + 1, severity: rule.severity, message: rule.message });
    }
    checkLolbinDownload(ctx, lines, i);
    if (WINDOWS_PERSISTENCE_RE.test(line))
      ctx.report('SS-PERSISTENCE', { line: i + 1, ...judgePersistence(WINDOWS_STARTUP, line, 'registers') });
  }
  // The TCP client and the shell loop usually sit on different lines.
  const socket = /Net\.Sockets\.TCPClient/i.exec(ctx.text);
  if (socket !== null && /\b(?:iex|Invoke-Expression)\b/i.test(ctx.text) && /GetStream\(\)/i.test(ctx.text)) {
    ctx.report('SS-REVERSE-SHELL', {
      line: ctx.lineAt(socket.index),
      message: 'connects a shell to a remote host over a TCP socket',
    });
  }
}

/**
 * `certutil -urlcache -f URL out.exe` downloads like curl; running `out.exe` afterwards (on the same line
 * or a later one) is download-and-execute.
 */
function checkLolbinDownload(ctx: FileContext, lines: readonly string[], index: number): void {
  const line = lines[index] ?? '';
  if (!LOLBIN_DOWNLOAD_RE.test(line)) return;
  const output = /\s["']?([^\s"']+\.(?:exe|dll|ps1|bat|cmd|vbs|js|hta|msi|scr))["']?\s*(?:&&|\||;|$)/i.exec(
    line,
  )?.[1];
  const name = output?.slice(Math.max(output.lastIndexOf('\\'), output.lastIndexOf('/')) + 1).toLowerCase();
  const runs =
    name !== undefined &&
    lines
      .slice(index)
      .some((l, k) =>
        (k === 0 ? l.slice(l.indexOf(output ?? '') + (output?.length ?? 0)) : l).toLowerCase().includes(name),
      );
  ctx.report('SS-DOWNLOAD-EXEC', {
    line: index + 1,
    severity: runs ? 'critical' : 'high',
    message: runs
      ? `downloads ${name} with a built-in Windows tool (certutil/BITS) and runs it`
      : 'downloads a file with a built-in Windows tool (certutil/BITS), a common way to evade download filters',
  });
}
