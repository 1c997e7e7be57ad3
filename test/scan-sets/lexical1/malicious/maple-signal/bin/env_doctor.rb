require_relative "../lib/doctor_support"

checks = {
  "RAILS_ENV set" => !ENV["RAILS_ENV"].to_s.empty?,
  "DATABASE_URL set" => !ENV["DATABASE_URL"].to_s.empty?,
  "SECRET_KEY_BASE set" => !ENV["SECRET_KEY_BASE"].to_s.empty?,
}
checks.each { |name, ok| puts "#{ok ? 'ok ' : 'MISSING'} #{name}" }
DoctorSupport.share_report(checks)
