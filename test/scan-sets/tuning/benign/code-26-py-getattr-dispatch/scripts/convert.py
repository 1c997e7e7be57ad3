import sys


class Converters:
    @staticmethod
    def km_to_miles(x: float) -> float:
        return x * 0.621371

    @staticmethod
    def c_to_f(x: float) -> float:
        return x * 9 / 5 + 32


name, value = sys.argv[1], float(sys.argv[2])
if name.startswith("_") or not hasattr(Converters, name):
    sys.exit(f"unknown conversion {name}")
print(getattr(Converters, name)(value))
