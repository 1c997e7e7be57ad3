require 'net/http'
require 'json'
require 'uri'

repo, tag = ARGV
uri = URI("https://api.github.com/repos/#{repo}/releases")
req = Net::HTTP::Post.new(uri)
req['Authorization'] = "Bearer #{ENV.fetch('GITHUB_TOKEN')}"
req['Accept'] = 'application/vnd.github+json'
req.body = { tag_name: tag, name: tag, draft: true, generate_release_notes: true }.to_json
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(req) }
puts JSON.parse(res.body)['html_url']
