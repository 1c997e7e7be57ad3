#!/usr/bin/env perl
use strict; use warnings;
use HTTP::Tiny; use JSON::PP;
my $http = HTTP::Tiny->new(timeout => 10);
open(my $fh, '<', 'cpanfile') or die "no cpanfile\n";
while (<$fh>) {
    next unless /requires\s+'([\w:]+)'/;
    my $r = $http->get("https://fastapi.metacpan.org/v1/module/$1");
    print "$1 ", ($r->{success} ? decode_json($r->{content})->{version} : '?'), "\n";
}
