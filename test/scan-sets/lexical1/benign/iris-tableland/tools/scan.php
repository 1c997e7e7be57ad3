<?php
$patterns = ['eval(base64_decode(', 'gzinflate(base64_decode(', 'assert($_POST', 'preg_replace("/.*/e"', 'shell_exec($_GET'];
$it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($argv[1] ?? 'wp-content'));
foreach ($it as $f) {
    if (substr($f, -4) !== '.php') continue;
    $src = file_get_contents($f);
    foreach ($patterns as $p) {
        if (strpos($src, $p) !== false) echo "$f: $p\n";
    }
}
