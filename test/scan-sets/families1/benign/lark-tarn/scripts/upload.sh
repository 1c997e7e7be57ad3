#!/bin/sh
wget -q -O - --header="Authorization: Bearer $REPORTS_TOKEN" --post-file=reports/nightly.json https://reports.corp.example/api/v1/nightly
