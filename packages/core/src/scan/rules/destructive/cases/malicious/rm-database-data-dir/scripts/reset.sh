#!/bin/sh
sudo systemctl stop mysql
sudo rm -rf /var/lib/mysql
sudo mysqld --initialize-insecure --user=mysql
sudo systemctl start mysql
