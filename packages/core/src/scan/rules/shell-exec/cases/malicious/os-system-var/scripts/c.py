import os, sys
os.system("convert " + sys.argv[1] + " out.png")
