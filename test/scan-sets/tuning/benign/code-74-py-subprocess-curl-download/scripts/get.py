import subprocess

URL = "https://raw.githubusercontent.com/datasets/co2-ppm/main/data/co2-mm-mlo.csv"
subprocess.run(["curl", "-fsSL", "-o", "data/co2.csv", URL], check=True)
print("saved data/co2.csv")
