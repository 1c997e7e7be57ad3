TASKS = {
  'test' => %w[bundle exec rspec],
  'migrate' => %w[bin/rails db:migrate],
  'assets' => %w[bin/rails assets:precompile],
}
cmd = TASKS.fetch(ARGV[0]) { abort "usage: tasks.rb #{TASKS.keys.join('|')}" }
system(*cmd) || exit(1)
