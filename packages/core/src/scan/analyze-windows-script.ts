import type { FileContext } from './file-context.js';
import type { Severity } from './finding.js';
import type { ScanRuleId } from './scan-rules.js';
import { CLOUD_METADATA_RE, SENSITIVE_PATH_RE } from './sensitive-patterns.js';

/** PowerShell and batch have no grammar here: line rules that skip comment lines. */
const RULES: { ruleId: ScanRuleId; severity: Severity; message: string; re: RegExp }[] = [
  {
    ruleId: 'SS-DOWNLOAD-EXEC',
    severity: 'critical',
    message: 'downloads a script and runs it with Invoke-Expression',
    re: /\b(?:iex|Invoke-Expression)\b[^\n]*\b(?:DownloadString|DownloadFile|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|Net\.WebClient)\b|\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString)\b[^\n]*\|\s*(?:iex|Invoke-Expression)\b/i,
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
