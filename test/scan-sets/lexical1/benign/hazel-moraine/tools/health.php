<?php
$r = @file_get_contents('http://127.0.0.1:8000/health');
$ok = $r !== false && json_decode($r, true)['status'] === 'ok';
echo $ok ? "healthy\n" : "unhealthy\n";
exit($ok ? 0 : 1);
