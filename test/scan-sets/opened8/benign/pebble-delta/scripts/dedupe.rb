#!/usr/bin/env ruby
require "csv"
require "optparse"

opts = { keys: ["email"], keep: "first", fuzzy: [], out: nil, dry: false }
OptionParser.new do |o|
  o.on("--keys K") { |v| opts[:keys] = v.split(",") }
  o.on("--keep K") { |v| opts[:keep] = v }
  o.on("--date-col C") { |v| opts[:date] = v }
  o.on("--fuzzy C") { |v| opts[:fuzzy] << v }
  o.on("-o F") { |v| opts[:out] = v }
  o.on("--dry-run") { opts[:dry] = true }
end.parse!

def norm(v) = v.to_s.unicode_normalize(:nfkd).gsub(/\p{Mn}/, "").strip.downcase
groups = {}
rows_in = 0
headers = nil
CSV.foreach(ARGV.fetch(0), headers: true) do |row|
  headers ||= row.headers
  rows_in += 1
  k = opts[:keys].map { |c| opts[:fuzzy].include?(c) || c == "email" ? norm(row[c]) : row[c] }
  (groups[k] ||= []) << row
end
pick = lambda do |rs|
  case opts[:keep]
  when "newest" then rs.max_by { |r| r[opts[:date]].to_s }
  when "fullest" then rs.max_by { |r| r.fields.count { |f| f && !f.empty? } }
  else rs.first
  end
end
dups = groups.values.select { |g| g.size > 1 }
if opts[:dry]
  dups.first(5).each { |g| puts g.map(&:to_h).inspect }
else
  CSV.open(opts[:out] || "out.csv", "w") do |csv|
    csv << headers
    groups.each_value { |g| csv << pick.call(g) }
  end
end
puts "rows in #{rows_in}, rows out #{groups.size}, groups merged #{dups.size}"
