#!/usr/bin/env perl
use strict; use warnings;
my $f = "$ENV{HOME}/.ssh/known_hosts";
open(my $fh, '<', $f) or die "no $f\n";
my %seen;
while (<$fh>) {
    my ($hosts) = split ' ';
    $seen{$_}++ for split /,/, $hosts;
}
print "$_\n" for sort keys %seen;
