#!/usr/bin/env perl
use strict; use warnings;
use File::Find; use File::Spec; use Cwd qw(abs_path getcwd);
use Getopt::Long;
my ($dir, $keep, $dry) = ("logs", 14, 0);
GetOptions("dir=s" => \$dir, "keep-days=i" => \$keep, "dry-run" => \$dry);
my $abs = abs_path($dir) // die "no such dir $dir\n";
my $cwd = getcwd();
die "refusing: $abs is outside $cwd\n" unless index($abs, "$cwd/") == 0;
my $freed = 0;
find({ no_chdir => 1, wanted => sub {
    my $f = $File::Find::name;
    return if -l $f || !-f $f;
    return unless $f =~ /\.log(\.\d+)?$|\.gz$/;
    my $age = -M $f;
    if ($age > $keep) {
        $freed += -s $f;
        print "delete $f\n";
        unlink $f unless $dry;
    } elsif ($age > 1 && $f !~ /\.gz$/) {
        print "gzip   $f\n";
        system("gzip", "-9", $f) unless $dry;
    }
}}, $abs);
printf "freed %.1f MB\n", $freed / 1e6;
