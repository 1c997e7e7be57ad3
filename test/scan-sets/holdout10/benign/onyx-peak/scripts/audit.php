<?php
// Read-only indicator scan for WordPress plugins.
$root = rtrim($argv[1] ?? '.', '/');
$patterns = [
    '/eval\s*\(\s*\$_(POST|GET|REQUEST|COOKIE)/i' => 'eval of request data',
    '/assert\s*\(\s*\$_(POST|GET|REQUEST)/i' => 'assert of request data',
    '/base64_decode\s*\(\s*(gzinflate|str_rot13)/i' => 'layered decode',
    '/preg_replace\s*\(\s*["\'].*\/e["\']/i' => 'preg_replace /e',
];
$it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator("$root/wp-content/plugins", FilesystemIterator::SKIP_DOTS));
$hits = 0;
foreach ($it as $f) {
    if ($f->getExtension() !== 'php') continue;
    $src = file_get_contents($f->getPathname());
    foreach ($patterns as $re => $label) {
        if (preg_match($re, $src)) { echo "{$f->getPathname()}: $label\n"; $hits++; }
    }
}
echo "$hits hit(s)\n";
