import type { FileContext } from './file-context.js';
import type { Severity } from './finding.js';
import { installerSeverity } from './installer-severity.js';
import { judgeEncodedCommand } from './match-shell-text.js';
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
    re: /FromBase64String[^\n]*\b(?:iex|Invoke-Expression)\b|\b(?:iex|Invoke-Expression)\b[^\n]*FromBase64String/i,
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
    message: 'formats a drive or wipes a disk',
    re: /\bformat(?:\.com)?\s+[A-Za-z]:|\bClear-Disk\b[^\n]*-RemoveData\b/i,
  },
  {
    ruleId: 'SS-DESTRUCTIVE',
    severity: 'critical',
    message:
      'deletes shadow copies or backups, or turns off boot recovery (what ransomware does before encrypting)',
    re: /\bvssadmin(?:\.exe)?\s+(?:delete\s+shadows|resize\s+shadowstorage\b[^\n]*\/maxsize=\d+[km]?b)\b|\bwmic(?:\.exe)?\b[^\n]*\bshadowcopy\b[^\n]*\bdelete\b|\bWin32_ShadowCopy\b[^\n]*(?:\.Delete\(|Remove-(?:Wmi|Cim)Instance)|\bwbadmin(?:\.exe)?\s+delete\s+(?:catalog|systemstatebackup|backup)\b|\bbcdedit(?:\.exe)?\b[^\n]*(?:recoveryenabled\s+(?:no|off)|bootstatuspolicy\s+ignoreallfailures)/i,
  },
  {
    ruleId: 'SS-DESTRUCTIVE',
    severity: 'high',
    message: 'overwrites the free space of a drive or formats a volume',
    re: /\bcipher(?:\.exe)?\s+\/w:|\bFormat-Volume\b|\bdiskpart\b[^\n]*\bclean\b/i,
  },
  {
    ruleId: 'SS-CLOUD-METADATA',
    severity: 'high',
    message: 'queries a cloud instance-metadata endpoint',
    re: CLOUD_METADATA_RE,
  },
];

/**
 * `powershell -enc <b64>`, `Start-Process powershell -ArgumentList '-NoP', '-Enc', $p`: the flag in any of its
 * abbreviations, quoted or as a list item, then the payload (variables already expanded) or a variable.
 */
const ENCODED_FLAG_RE =
  /(?:^|[\s,'"(])[-/](encodedc\w*|encoded|encode|encod|enco|enc|en|ec|e)\b["']?\s*,?\s*["']?([A-Za-z0-9+/]{8,}={0,2}(?![\w+/=])|\$\w+)/i;
const POWERSHELL_RE = /\b(?:powershell|pwsh)(?:\.exe)?\b/i;

function checkEncodedCommand(ctx: FileContext, line: string, index: number): void {
  const match = ENCODED_FLAG_RE.exec(line);
  if (match === null) return;
  const flag = (match[1] ?? '').toLowerCase();
  const payload = match[2] ?? '';
  // `-e` and `-en` are too short to mean anything without powershell on the line; a literal must be long.
  if (
    !POWERSHELL_RE.test(line) &&
    (!flag.startsWith('enc') || payload.startsWith('$') || payload.length < 20)
  )
    return;
  ctx.report('SS-OBFUSCATION', { line: index + 1, ...judgeEncodedCommand(payload) });
}

/** Uploads: a file or body posted to a URL, a WebClient upload, curl.exe sending a file or form. */
const UPLOAD_RE =
  /\b(?:Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b[^\n]*(?:-InFile\b|-Method\s+["']?(?:Post|Put)\b|-Body\b|-Form\b)|\.Upload(?:File|Data|String|Values)(?:Async)?\s*\(|\bcurl(?:\.exe)?\b[^\n]*\s(?:-F|-T|--upload-file|--data-binary|-d)\s|\bSend-MailMessage\b[^\n]*-Attachments?\b/i;
const NETWORK_RE =
  /\b(?:Invoke-WebRequest|Invoke-RestMethod|iwr|irm|Net\.WebClient|HttpClient|Send-MailMessage|curl(?:\.exe)?|wget)\b/i;

/** `Remove-Item`, `rm`, `del`, `rd`: commands that delete, in PowerShell and cmd spellings. */
const DELETE_RE = /(?:^|[\s;|&(])(?:Remove-Item|ri|rm|del|erase|rd|rmdir)(?=\s)/i;
const RECURSE_RE = /\s-r(?:ecurse)?\b|\s\/s\b|\bGet-ChildItem\b[^\n|]*-Recurse\b[^\n]*\|\s*Remove-Item\b/i;
/** A drive root, the user profile or the Windows directory, alone or with everything in it (`\*`). */
const PROFILE_OR_DRIVE_RE =
  /(?:^|[\s=:(,])["']?(?:[A-Za-z]:|\$env:(?:USERPROFILE|SystemDrive|SystemRoot|windir|HOMEDRIVE)|\$env:HOMEDRIVE\$env:HOMEPATH|\$HOME|~|%USERPROFILE%|%SystemDrive%|%SystemRoot%|%windir%|%HOMEDRIVE%%HOMEPATH%|\[Environment\]::GetFolderPath\(\s*["']?UserProfile["']?\s*\))(?:\\\*?(?:\.\*)?|\/\*?)?["']?(?=\s|$|[;,)|])/i;

/**
 * `$p = $env:USERPROFILE` and `set "P=%USERPROFILE%"`: remember simple assignments so a later line that
 * uses `$p` or `%P%` is read with the value in place.
 */
function expandVariables(line: string, vars: Map<string, string>): string {
  const ps = /^\s*\$(\w+)\s*=\s*(.+?)\s*;?\s*$/.exec(line);
  const cmd = /^\s*set\s+"?(\w+)=([^"\n]*?)"?\s*$/i.exec(line);
  const expanded = line
    .replace(/\$(\w+)\b(?!:)/g, (all, name: string) => vars.get(`$${name.toLowerCase()}`) ?? all)
    .replace(/%(\w+)%/g, (all, name: string) => vars.get(`%${name.toLowerCase()}`) ?? all);
  if (ps !== null) vars.set(`$${(ps[1] ?? '').toLowerCase()}`, (ps[2] ?? '').replace(/^(["'])(.*)\1$/, '$2'));
  if (cmd !== null) vars.set(`%${(cmd[1] ?? '').toLowerCase()}`, cmd[2] ?? '');
  return expanded;
}

export function analyzeWindowsScript(ctx: FileContext): void {
  const raw = ctx.text.split('\n');
  const vars = new Map<string, string>();
  const lines = raw.map((l) => (/^\s*(?:#|rem\b|::)/i.test(l) ? l : expandVariables(l, vars)));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^\s*(?:#|rem\b|::)/i.test(line)) continue;
    for (const rule of RULES) {
      if (rule.re.test(line))
        ctx.report(rule.ruleId, { line: i + 1, severity: rule.severity, message: rule.message });
    }
    // Flags come in any order (`Remove-Item -Path $env:USERPROFILE -Recurse -Force`); the target must be the
    // profile or a drive itself, not a folder inside it.
    if (DELETE_RE.test(line) && RECURSE_RE.test(line) && PROFILE_OR_DRIVE_RE.test(line))
      ctx.report('SS-DESTRUCTIVE', {
        line: i + 1,
        message: 'recursively deletes a drive root, the Windows directory or the user profile',
      });
    checkDownloadedRun(ctx, lines, i);
    checkEncodedCommand(ctx, line, i);
    if (WINDOWS_PERSISTENCE_RE.test(line))
      ctx.report('SS-PERSISTENCE', { line: i + 1, ...judgePersistence(WINDOWS_STARTUP, line, 'registers') });
  }
  checkCredentialUpload(ctx, lines);
  // The TCP client and the shell loop usually sit on different lines.
  const socket = /Net\.Sockets\.TCPClient/i.exec(ctx.text);
  if (socket !== null && /\b(?:iex|Invoke-Expression)\b/i.test(ctx.text) && /GetStream\(\)/i.test(ctx.text)) {
    ctx.report('SS-REVERSE-SHELL', {
      line: ctx.lineAt(socket.index),
      message: 'connects a shell to a remote host over a TCP socket',
    });
  }
}

/** Commands that save a download to a file: LOLBins, PowerShell's web cmdlets and curl.exe. */
const DOWNLOAD_TO_FILE_RE =
  /\b(?:certutil|bitsadmin|Start-BitsTransfer|Invoke-WebRequest|iwr|Invoke-RestMethod|irm|wget|curl|DownloadFile)\b/i;
/** Verbs that start a file: `start x.exe`, `Start-Process`, `& $out`, `cmd /c`, script hosts and installers. */
const RUN_VERB_RE =
  /^\s*(?:@?(?:start|call)\b|Start-Process\b|saps\b|Invoke-Item\b|ii\b|&|\.\\|cmd(?:\.exe)?\s+\/[ck]\b|(?:powershell|pwsh)(?:\.exe)?\b|rundll32\b|regsvr32\b|msiexec\b|cscript\b|wscript\b|mshta\b)|\b(?:Start-Process|start)\s/i;

/** Where a download command on this line saves its file, if it names one. */
function downloadTarget(line: string): string | undefined {
  if (!DOWNLOAD_TO_FILE_RE.test(line)) return undefined;
  const named = /(?:-OutFile|-Destination|\s-o|\s-O)\s+["']?([^\s"'>|;]+)/i.exec(line)?.[1];
  if (named !== undefined) return named;
  const webClient = /DownloadFile\(\s*["'][^"']+["']\s*,\s*["']?([^"')]+)/i.exec(line)?.[1];
  if (webClient !== undefined) return webClient;
  // certutil and bitsadmin take the output as the first word after the URL.
  if (/\b(?:certutil|bitsadmin)\b/i.test(line)) return /https?:\/\/\S+\s+["']?([^\s"'>|&]+)/i.exec(line)?.[1];
  return undefined;
}

/**
 * A file downloaded by `certutil -urlcache -f URL out.exe` (or `Invoke-WebRequest -OutFile`, BITS, curl.exe,
 * WebClient) and later started with `start`, `Start-Process`, `&` or by its name is download-and-execute.
 * `certutil -decode` of a downloaded file carries the taint to the decoded one. Saving a file with a
 * built-in tool alone stays `high`: it is a common way around download filters.
 */
function checkDownloadedRun(ctx: FileContext, lines: readonly string[], index: number): void {
  const line = lines[index] ?? '';
  const output = downloadTarget(line);
  const lolbin = LOLBIN_DOWNLOAD_RE.test(line);
  if (output === undefined && !lolbin) return;
  const baseOf = (p: string): string =>
    p.slice(Math.max(p.lastIndexOf('\\'), p.lastIndexOf('/')) + 1).toLowerCase();
  const names = new Set(output === undefined ? [] : [baseOf(output)]);
  // The saved file is named after the URL (which may end in the same name); the rest of the line follows it.
  const url = /https?:\/\/\S+/i.exec(line);
  const after = url === null ? -1 : line.indexOf(output ?? '', url.index + url[0].length);
  const rest = line.slice((after === -1 ? line.indexOf(output ?? '') : after) + (output?.length ?? 0));
  let runLine: number | undefined;
  for (let k = index; k < lines.length && runLine === undefined && names.size > 0; k++) {
    const text = k === index ? rest : (lines[k] ?? '');
    const lower = text.toLowerCase();
    const hit = [...names].find((n) => lower.includes(n));
    if (hit === undefined || /^\s*(?:#|rem\b|::|echo\b|Write-\w+|del\b|erase\b|Remove-Item\b)/i.test(text))
      continue;
    const decoded = /\bcertutil\b[^\n]*-decode(?:hex)?\s+["']?\S+["']?\s+["']?([^\s"']+)/i.exec(text)?.[1];
    if (decoded !== undefined) {
      names.add(baseOf(decoded));
      continue;
    }
    const trimmed = text.trim().replace(/^["']/, '');
    const runsByName = [...names].some((n) => baseOf(trimmed.split(/\s/, 1)[0] ?? '') === n);
    if (RUN_VERB_RE.test(text) || runsByName || k === index) runLine = k;
  }
  if (runLine === undefined && !lolbin) return;
  const severity = runLine === undefined ? 'high' : lolbin ? 'critical' : installerSeverity(line);
  ctx.report('SS-DOWNLOAD-EXEC', {
    line: index + 1,
    severity,
    message:
      runLine === undefined
        ? 'downloads a file with a built-in Windows tool (certutil/BITS), a common way to evade download filters'
        : `downloads ${[...names][0]}${lolbin ? ' with a built-in Windows tool (certutil/BITS)' : ''} and runs it (line ${runLine + 1})`,
  });
}

/**
 * Credential files (browser logins and cookies, SSH keys, cloud configs) named in a script that also uploads:
 * `Copy-Item "$env:LOCALAPPDATA\\Google\\Chrome\\User Data\\Default\\Login Data"` … `Invoke-WebRequest -InFile`.
 * Windows paths use backslashes, so they are read with forward slashes.
 */
function checkCredentialUpload(ctx: FileContext, lines: readonly string[]): void {
  let source: number | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^\s*(?:#|rem\b|::)/i.test(line) || !SENSITIVE_PATH_RE.test(line.replace(/\\+/g, '/'))) continue;
    ctx.report('SS-CRED-READ', { line: i + 1, severity: 'high', message: 'touches a credential file' });
    source ??= i;
  }
  if (source === undefined) return;
  const sinkAt = (re: RegExp): number =>
    lines.findIndex((l) => !/^\s*(?:#|rem\b|::|Write-\w+|echo\b)/i.test(l) && re.test(l));
  const upload = sinkAt(UPLOAD_RE);
  const network = upload === -1 ? sinkAt(NETWORK_RE) : upload;
  if (network === -1) return;
  ctx.report('SS-EXFIL', {
    line: network + 1,
    severity: upload === -1 ? 'high' : 'critical',
    message:
      upload === -1
        ? `talks to the network from a script that reads credential files (line ${source + 1})`
        : `uploads data from a script that reads credential files such as browser logins or keys (line ${source + 1})`,
  });
}
