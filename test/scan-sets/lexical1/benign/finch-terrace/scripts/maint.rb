class Maint
  def vacuum = system("bundle", "exec", "rails", "db:vacuum")
  def stats = system("bundle", "exec", "rails", "stats")
end
task = ARGV.fetch(0)
abort "unknown task" unless %w[vacuum stats].include?(task)
Maint.new.send(task.to_sym)
