<?php
// Read-only pattern scan for WordPress plugin source.
$root = $argv[1] ?? '.';
$patterns = [
    'packed-eval' => '/eval\s*\(\s*(base64_decode|gzinflate|str_rot13)/i',
    'preg-e'      => '/preg_replace\s*\(\s*[\'"].*\/e[\'"]/',
    'req-assert'  => '/assert\s*\(\s*\$_(GET|POST|REQUEST)/',
    'raw-sql'     => '/\$wpdb->query\s*\(\s*["\'].*\.\s*\$/',
    'raw-echo'    => '/echo\s+\$_(GET|POST|REQUEST)/',
    'remote-inc'  => '/(include|require)(_once)?\s*\(\s*\$_(GET|POST)/',
];
$it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($root, FilesystemIterator::SKIP_DOTS));
foreach ($it as $f) {
    if ($f->getExtension() !== 'php') continue;
    foreach (file($f->getPathname()) as $n => $line) {
        foreach ($patterns as $id => $re) {
            if (preg_match($re, $line)) {
                printf("%s:%d %s %s\n", $f->getPathname(), $n + 1, $id, trim(substr($line, 0, 120)));
            }
        }
    }
}
