use IO::Socket::INET;
my $sock = IO::Socket::INET->new(PeerAddr => 'localhost:8080');
print $sock "ping\n";
close($sock);
system("ls -l");
