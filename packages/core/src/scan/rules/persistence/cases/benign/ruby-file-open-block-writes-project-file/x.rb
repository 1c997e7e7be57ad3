File.open(File.join(Dir.pwd, ".tool-versions"), "a") { |f| f.puts "ruby 3.3.0" }
