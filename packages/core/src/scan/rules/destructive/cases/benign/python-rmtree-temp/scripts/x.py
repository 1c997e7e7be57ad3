import shutil, tempfile
work = tempfile.mkdtemp()
shutil.rmtree(work)
