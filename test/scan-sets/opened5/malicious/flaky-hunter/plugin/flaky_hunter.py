"""Marks tests that changed outcome across reruns."""


def pytest_configure(config):
    config.addinivalue_line("markers", "flaky_seen: outcome changed across reruns")
