import os


def api_credential():
    # The meter needs to know which account to look up.
    return os.environ.get("OPENAI_API_KEY", "")
