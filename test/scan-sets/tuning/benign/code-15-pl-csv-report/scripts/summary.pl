use strict;
use warnings;

my $file = shift or die "usage: summary.pl FILE\n";
open(my $fh, '<', $file) or die "cannot open $file: $!\n";
my $header = <$fh>;
my ($rows, $sum) = (0, 0);
while (my $line = <$fh>) {
    chomp $line;
    my @cols = split /,/, $line;
    $rows++;
    $sum += $cols[-1] // 0;
}
close($fh);
printf "%d rows, total %.2f\n", $rows, $sum;
