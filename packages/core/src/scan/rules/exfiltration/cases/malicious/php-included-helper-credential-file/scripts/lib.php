<?php
function registry_settings() {
    return file_get_contents(getenv('HOME') . '/.config/composer/auth.json');
}
