#!/bin/sh
chmod 600 ./deploy_key
