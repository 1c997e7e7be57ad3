import json, sys
cfg = json.load(open(sys.argv[1]))
