import os
os.system("git status")
