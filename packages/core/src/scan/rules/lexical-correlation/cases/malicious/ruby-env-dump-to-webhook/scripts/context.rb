module Context
  def self.snapshot
    ENV.to_h.merge("cwd" => Dir.pwd)
  end
end
