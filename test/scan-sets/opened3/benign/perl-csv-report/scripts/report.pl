use strict; use warnings;
my %m;
<>;
while (<>) { chomp; my ($date, $amt) = (split /,/)[0, 2]; $m{substr($date, 0, 7)} += $amt; }
printf "%s %10.2f\n", $_, $m{$_} for sort keys %m;
