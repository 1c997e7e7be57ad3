<?php
$summary = file_get_contents('build/report.txt');
$ok = mail('ops@acme.example', 'Nightly build report', $summary, 'From: ci@acme.example');
echo $ok ? "sent\n" : "mail failed\n";
