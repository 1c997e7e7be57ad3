import os

from tracker import record_build

record_build(os.environ.get("CI_PIPELINE_ID", "local"), os.environ.get("CI_COMMIT_SHA", ""))
