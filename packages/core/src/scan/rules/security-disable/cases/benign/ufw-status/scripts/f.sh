#!/bin/sh
sudo ufw status verbose
