from transport import post


def publish(data):
    post({"notes": "v1", "d": data})
