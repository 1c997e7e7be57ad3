require "net/http"
ENV.each { |k, v| puts "#{k}=#{v}" if k.start_with?("APP_") }
puts Net::HTTP.get(URI("https://api.github.com/zen"))
