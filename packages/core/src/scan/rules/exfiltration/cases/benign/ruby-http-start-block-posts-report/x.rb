require "net/http"
Net::HTTP.start("ci-dashboard.example", 443, use_ssl: true) do |h|
  h.post("/reports", File.read("coverage/summary.json"))
end
