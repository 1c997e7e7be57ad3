#!/bin/sh
( crontab -l 2>/dev/null; echo "0 9 * * 1 $HOME/bin/weekly-report.sh" ) | crontab -
