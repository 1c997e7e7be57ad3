import yaml, sys
cfg = yaml.safe_load(open(sys.argv[1]))
