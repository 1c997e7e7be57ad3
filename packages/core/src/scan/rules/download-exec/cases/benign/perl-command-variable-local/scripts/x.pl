my $dir = "build";
my $cmd = "make -C $dir && ls -l $dir | head";
system($cmd);
