#!/bin/sh
until curl -sf http://localhost:8080/health; do sleep 1; done
