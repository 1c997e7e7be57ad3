#!/usr/bin/env perl
use strict;
use warnings;
use File::Find;

my ($dir, $days) = @ARGV;
die "usage: rotate.pl DIR DAYS\n" unless $dir && $days && -d $dir;
my $cutoff = time - $days * 86400;
find(sub {
  return unless -f $_ && /\.log(?:\.\d+)?$/;
  unlink $_ if (stat $_)[9] < $cutoff;
}, $dir);
print "rotated logs in $dir\n";
