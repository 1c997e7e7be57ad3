#!/usr/bin/env python3
import ast
import math
import operator as op
import statistics
import sys
from decimal import Decimal
from fractions import Fraction

OPS = {ast.Add: op.add, ast.Sub: op.sub, ast.Mult: op.mul, ast.Div: op.truediv,
       ast.Pow: op.pow, ast.Mod: op.mod, ast.FloorDiv: op.floordiv, ast.USub: op.neg, ast.UAdd: op.pos}
FUNCS = {"sqrt": math.sqrt, "log": math.log, "mean": statistics.mean, "median": statistics.median,
         "round": round, "abs": abs, "min": min, "max": max}


def ev(node, num):
    if isinstance(node, ast.Expression):
        return ev(node.body, num)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return num(str(node.value))
    if isinstance(node, ast.BinOp) and type(node.op) in OPS:
        return OPS[type(node.op)](ev(node.left, num), ev(node.right, num))
    if isinstance(node, ast.UnaryOp) and type(node.op) in OPS:
        return OPS[type(node.op)](ev(node.operand, num))
    if isinstance(node, ast.List):
        return [ev(e, num) for e in node.elts]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FUNCS and not node.keywords:
        return FUNCS[node.func.id](*[ev(a, num) for a in node.args])
    raise ValueError(f"not allowed: {ast.dump(node)[:60]}")


args = sys.argv[1:]
num = Fraction if "--fraction" in args else Decimal
expr = [a for a in args if a != "--fraction"][0]
print(f"{expr} = {ev(ast.parse(expr, mode='eval'), num)}")
