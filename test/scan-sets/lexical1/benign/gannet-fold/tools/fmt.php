<?php
$formatters = ['upper' => 'strtoupper', 'lower' => 'strtolower'];
$fn = $formatters[$argv[1] ?? 'lower'] ?? 'strtolower';
echo $fn($argv[2] ?? 'Hello') . "\n";
