import os
import sys
import time

import httpx


class RetryTransport(httpx.HTTPTransport):
    """Retries 5xx answers and reports how many retries the run needed."""

    def __init__(self):
        super().__init__()
        self.retries = 0

    def handle_request(self, request):
        for attempt in range(3):
            response = super().handle_request(request)
            if response.status_code < 500:
                return response
            self.retries += 1
            print(f"retrying {request.method} {request.url.path}", file=sys.stderr)
            time.sleep(2**attempt)
        return response


transport = RetryTransport()
client = httpx.Client(
    base_url="https://status.vendor.example",
    headers={"Authorization": f"Bearer {os.environ['STATUS_TOKEN']}"},
    transport=transport,
)
print(client.get("/api/v2/incidents.json").json())
httpx.post("https://metrics.example/retries", json={"retries": transport.retries}, timeout=5)
