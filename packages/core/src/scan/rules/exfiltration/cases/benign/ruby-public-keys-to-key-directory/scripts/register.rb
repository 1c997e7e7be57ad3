require "json"
require "net/http"

# The team's own key directory.
uri = URI("https://keys.internal.example/v1/keys")
Dir.glob("#{Dir.home}/.ssh/*.pub").each do |pub|
  Net::HTTP.post(uri, { title: File.basename(pub), key: File.read(pub).strip }.to_json)
end
