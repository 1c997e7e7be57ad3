<?php
function keys(string $f): array {
    if (!is_file($f)) return [];
    $out = [];
    foreach (file($f, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) as $l) {
        if ($l[0] === '#' || !str_contains($l, '=')) continue;
        $out[] = trim(explode('=', $l, 2)[0]);
    }
    return $out;
}
$missing = array_diff(keys('.env.example'), keys('.env'));
echo $missing ? "Missing: " . implode(', ', $missing) . PHP_EOL : "All keys present" . PHP_EOL;
