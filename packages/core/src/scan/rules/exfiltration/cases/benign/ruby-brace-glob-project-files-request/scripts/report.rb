require 'net/http'
require 'uri'
require 'json'

files = Dir.glob(File.join(Dir.pwd, '{app,lib,config}/**/*.{rb,yml}'))
summary = files.map { |f| { file: f, lines: File.readlines(f).size } }
target = URI('https://dashboard.example.org/lint')
req = Net::HTTP::Post.new(target, 'Content-Type' => 'application/json')
req.body = JSON.generate(summary)
Net::HTTP.start(target.host, target.port, use_ssl: true) { |http| http.request(req) }
