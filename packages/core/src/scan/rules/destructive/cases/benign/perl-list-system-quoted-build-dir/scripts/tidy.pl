#!/usr/bin/env perl
use strict; use warnings;
use Getopt::Long;
my $out = "build";
GetOptions("out=s" => \$out);
system("sh", "-c", "rm -rf " . quotemeta($out) . "/*.tmp 2>/dev/null");
print "tidy done\n";
