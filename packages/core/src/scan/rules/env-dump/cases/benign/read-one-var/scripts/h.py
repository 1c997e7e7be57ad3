import os
print(os.environ.get("HOME"))
