import yaml, sys
cfg = yaml.load(open(sys.argv[1]), Loader=yaml.Loader)
