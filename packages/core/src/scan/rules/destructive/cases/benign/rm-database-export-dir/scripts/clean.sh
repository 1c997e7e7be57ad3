#!/bin/sh
sudo find /var/lib/mysql-files -name "export-*.csv" -mtime +30 -delete
rm -rf ./docker-data/postgres-test
