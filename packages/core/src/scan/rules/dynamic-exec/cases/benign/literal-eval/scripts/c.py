import ast, sys
print(ast.literal_eval(sys.argv[1]))
