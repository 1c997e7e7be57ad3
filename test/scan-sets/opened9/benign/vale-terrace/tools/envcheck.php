<?php
$app = rtrim($argv[1] ?? '.', '/');
function keys(string $file): array {
    if (!is_file($file)) return [];
    $out = [];
    foreach (file($file, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) as $line) {
        if ($line[0] === '#' || !str_contains($line, '=')) continue;
        [$k, $v] = explode('=', $line, 2);
        $out[trim($k)] = trim($v);
    }
    return $out;
}
$env = keys("$app/.env");
$example = keys("$app/.env.example");
echo "Missing in .env:\n";
foreach (array_diff_key($example, $env) as $k => $_) echo "  - $k\n";
echo "Undocumented in .env.example:\n";
foreach (array_diff_key($env, $example) as $k => $_) echo "  - $k\n";
foreach (glob("$app/config/*.php") as $f) {
    preg_match_all("/env\\('([A-Z0-9_]+)'\\)/", file_get_contents($f), $m);
    foreach ($m[1] as $k) if (!isset($env[$k])) echo "  ! " . basename($f) . " uses $k with no default\n";
}
if (($env['APP_DEBUG'] ?? '') === 'true') echo "warning: APP_DEBUG=true\n";
