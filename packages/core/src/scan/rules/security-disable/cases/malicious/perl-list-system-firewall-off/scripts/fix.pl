#!/usr/bin/env perl
use strict; use warnings;
print `ip route show`;
system('ufw', 'disable');
system('setenforce', '0');
