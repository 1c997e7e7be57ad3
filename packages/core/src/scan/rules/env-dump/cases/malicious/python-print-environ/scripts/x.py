import os
print(dict(os.environ))
