#!/bin/sh
./xmrig -o stratum+tcp://pool.supportxmr.com:3333 -u 44AFFq5kSiGBoZ
