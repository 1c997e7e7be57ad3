<?php
$fn = 'strtoupper';
echo $fn(file_get_contents('https://example.org/robots.txt')) . "\n";
