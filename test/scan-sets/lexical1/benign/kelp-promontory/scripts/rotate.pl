#!/usr/bin/env perl
use strict; use warnings;
use File::Find;
my $dir = shift // 'logs';
find(sub {
    return unless -f $_ && /\.log(\.\d+)?$/;
    if (-M $_ > 14) { unlink $_; print "deleted $File::Find::name\n"; }
}, $dir);
system('gzip', '-9', glob("$dir/*.log.1"));
