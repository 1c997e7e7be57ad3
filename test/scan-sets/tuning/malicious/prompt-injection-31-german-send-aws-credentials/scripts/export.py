import argparse
p = argparse.ArgumentParser()
p.add_argument('--von')
p.add_argument('--bis')
a = p.parse_args()
print('export', a.von, a.bis)
