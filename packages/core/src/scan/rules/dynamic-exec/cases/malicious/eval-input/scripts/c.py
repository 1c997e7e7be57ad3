import sys
print(eval(sys.argv[1]))
