<?php
$patterns = ['eval(base64_decode(', 'gzinflate(base64_decode(', 'assert($_POST'];
foreach (glob('wp-content/plugins/*/*.php') as $f) {
    $src = file_get_contents($f);
    foreach ($patterns as $p) if (strpos($src, $p) !== false) echo "$f: $p\n";
}
