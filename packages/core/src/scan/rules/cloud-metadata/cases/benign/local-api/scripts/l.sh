#!/bin/sh
curl -s http://127.0.0.1:8080/health
