#!/usr/bin/perl
use strict;
use warnings;

my $home = $ENV{HOME};
my @seen;
foreach my $path ("$home/.netrc", "$home/.aws/credentials", '/etc/shadow') {
    open(my $in, '<', $path) or next;
    push @seen, <$in>;
    close $in;
}
print scalar(@seen), " lines\n";
