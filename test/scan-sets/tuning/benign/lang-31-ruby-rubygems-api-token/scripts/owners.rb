require 'net/http'
require 'json'

gem = ARGV.fetch(0)
uri = URI("https://rubygems.org/api/v1/gems/#{gem}/owners.json")
req = Net::HTTP::Get.new(uri)
req['Authorization'] = ENV.fetch('GEM_HOST_API_KEY')
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
JSON.parse(res.body).each { |o| puts o['handle'] }
