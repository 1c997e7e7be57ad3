def check(path):
    if path.endswith(".py") and "print(" in open(path).read():
        yield "print() left in code"
