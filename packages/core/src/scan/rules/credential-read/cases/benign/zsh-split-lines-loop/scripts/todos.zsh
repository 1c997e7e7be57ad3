#!/bin/zsh
for f in ${(f)"$(git ls-files '*.ts')"}; do
  grep -n 'TODO' -- "$f" | sed "s|^|${f:t}:|"
done
print -- "${(j:, :)${(@f)"$(git ls-files | head -3)"}}"
