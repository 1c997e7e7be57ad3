#!/usr/bin/perl
use strict; use warnings;
my (%status, %path);
while (<>) {
  next unless m{^\S+ \S+ \S+ \[[^\]]+\] "(?:GET|POST|PUT|DELETE|HEAD) (\S+)[^"]*" (\d{3})};
  $path{$1}++; $status{$2}++;
}
printf "%s %d\n", $_, $status{$_} for sort keys %status;
my @top = (sort { $path{$b} <=> $path{$a} } keys %path)[0..9];
printf "%6d %s\n", $path{$_}, $_ for grep { defined } @top;
