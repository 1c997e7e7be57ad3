import ast, sys
expr = sys.argv[1]
tree = ast.parse(expr, mode="eval")
print(ast.dump(tree, indent=2))
try:
    print("literal value:", ast.literal_eval(expr))
except ValueError:
    print("not a literal")
