#!/usr/bin/env perl
use strict; use warnings;
system('ufw', 'status', 'verbose');
system('getenforce');
