<?php
$routes = json_decode(file_get_contents($argv[1] ?? 'routes.json'), true);
$flag = [];
foreach ($routes as $r) {
    $mw = is_array($r['middleware']) ? $r['middleware'] : explode(',', (string) $r['middleware']);
    $auth = (bool) preg_grep('/^auth(:|$)/', $mw);
    $thr = (bool) preg_grep('/^throttle/', $mw);
    if (str_starts_with($r['uri'], 'api/') && !$auth) $flag[] = ['noauth', $r['method'], $r['uri']];
    if (preg_match('/POST|PUT|PATCH|DELETE/', $r['method']) && !$thr) $flag[] = ['nothrottle', $r['method'], $r['uri']];
}
foreach ($flag as [$k, $m, $u]) printf("%-10s %-8s %s\n", $k, $m, $u);
