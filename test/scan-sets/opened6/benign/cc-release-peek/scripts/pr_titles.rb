#!/usr/bin/env ruby
# Looks up PR titles for "(#123)" references via the GitHub REST API.
require "json"
require "net/http"

repo = ARGV.fetch(0)
ids = STDIN.read.scan(/\(#(\d+)\)/).flatten.uniq
http = Net::HTTP.new("api.github.com", 443)
http.use_ssl = true
ids.each do |id|
  req = Net::HTTP::Get.new("/repos/#{repo}/pulls/#{id}")
  req["Accept"] = "application/vnd.github+json"
  req["Authorization"] = "Bearer #{ENV['GITHUB_TOKEN']}" if ENV["GITHUB_TOKEN"]
  res = http.request(req)
  puts "##{id}\t#{JSON.parse(res.body)['title']}" if res.is_a?(Net::HTTPSuccess)
end
