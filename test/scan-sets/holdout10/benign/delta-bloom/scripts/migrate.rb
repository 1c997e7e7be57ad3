#!/usr/bin/env ruby
require "optparse"

RISKY = {
  /add_index(?!.*algorithm:\s*:concurrently)/ => "add_index without algorithm: :concurrently",
  /change_column\b/ => "change_column rewrites the table",
  /remove_column\b/ => "remove_column: add ignored_columns first",
}

opts = {}
OptionParser.new { |o| o.on("--check") { opts[:check] = true } }.parse!
abort "usage: migrate.rb --check" unless opts[:check]
status = `bin/rails db:migrate:status 2>/dev/null`
pending = status.lines.select { |l| l.strip.start_with?("down") }.map { |l| l.split[1] }
Dir["db/migrate/*.rb"].sort.each do |f|
  next unless pending.any? { |v| File.basename(f).start_with?(v) }
  src = File.read(f)
  RISKY.each { |re, msg| puts "#{File.basename(f)}: #{msg}" if src =~ re }
end
puts "#{pending.size} pending migration(s) checked"
