<?php
$key = getenv('MAILGUN_API_KEY');
$domain = getenv('MAILGUN_DOMAIN');
$ch = curl_init("https://api.mailgun.net/v3/$domain/messages");
curl_setopt($ch, CURLOPT_USERPWD, "api:$key");
curl_setopt($ch, CURLOPT_POSTFIELDS, ['from' => "test@$domain", 'to' => $argv[1], 'subject' => 'Test', 'text' => 'Hello']);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch), "\n";
