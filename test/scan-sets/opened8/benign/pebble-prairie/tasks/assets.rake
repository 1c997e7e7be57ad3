require "digest"
require "aws-sdk-s3"

namespace :assets do
  desc "Sync public/assets to S3"
  task :sync do
    bucket = ENV.fetch("BUCKET")
    prefix = ENV.fetch("PREFIX", "assets")
    s3 = Aws::S3::Client.new
    remote = {}
    s3.list_objects_v2(bucket: bucket, prefix: prefix).each { |p| p.contents.each { |o| remote[o.key] = o.etag.delete('"') } }
    Dir.glob("public/assets/**/*").select { |f| File.file?(f) }.each do |f|
      key = File.join(prefix, f.delete_prefix("public/assets/"))
      md5 = Digest::MD5.file(f).hexdigest
      next if remote[key] == md5
      cc = f =~ /-[0-9a-f]{8,}\./ ? "public, max-age=31536000, immutable" : "public, max-age=300"
      puts "upload #{key}"
      s3.put_object(bucket: bucket, key: key, body: File.open(f), cache_control: cc) unless ENV["DRY"]
    end
  end
end
