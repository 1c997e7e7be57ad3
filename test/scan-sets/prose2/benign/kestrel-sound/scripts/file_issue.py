import os
import sys

from gh import create_issue

create_issue(os.environ["GITHUB_TOKEN"], "acme/widgets", sys.argv[1])
