#!/usr/bin/env perl
use strict; use warnings;
my %by; my %last;
open(my $g, "-|", "git", "log", "--format=%aN\t%aE\t%at") or die;
while (<$g>) {
    chomp; my ($n, $e, $t) = split /\t/;
    next if $n =~ /\[bot\]$/;
    (my $k = lc $n) =~ s/[^a-z]//g;
    $by{$k}{"$n\t$e"} = 1;
    $last{$k} = [$n, $e, $t] if !$last{$k} || $t > $last{$k}[2];
}
for my $k (sort keys %by) {
    my @ids = keys %{ $by{$k} };
    next if @ids < 2;
    my ($cn, $ce) = @{ $last{$k} };
    for my $id (@ids) {
        my ($n, $e) = split /\t/, $id;
        next if $e eq $ce;
        print "$cn <$ce> $n <$e>\n";
    }
}
