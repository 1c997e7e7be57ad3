#!/usr/bin/env ruby
# Usage: bump.rb patch|minor|major
kind = ARGV.fetch(0, 'patch')
file = Dir['lib/*/version.rb'].first or abort('no version.rb')
src = File.read(file)
cur = src[/VERSION\s*=\s*["'](\d+\.\d+\.\d+)["']/, 1] or abort('no VERSION')
maj, min, pat = cur.split('.').map(&:to_i)
new = case kind
      when 'major' then "#{maj + 1}.0.0"
      when 'minor' then "#{maj}.#{min + 1}.0"
      else "#{maj}.#{min}.#{pat + 1}"
      end
File.write(file, src.sub(cur, new))
log = File.exist?('CHANGELOG.md') ? File.read('CHANGELOG.md') : ''
File.write('CHANGELOG.md', log.sub('## Unreleased', "## Unreleased\n\n## #{new} - #{Time.now.strftime('%Y-%m-%d')}"))
puts new
