#!/usr/bin/env python3
import argparse
import datetime as dt
import json
import os
from pathlib import Path
from urllib.parse import urlparse

import boto3


def split(uri):
    u = urlparse(uri)
    return u.netloc, u.path.lstrip("/")


def push(s3, src, uri):
    bucket, prefix = split(uri)
    existing = {}
    for page in s3.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=prefix):
        for o in page.get("Contents", []):
            existing[o["Key"]] = o["Size"]
    manifest = []
    for f in Path(src).rglob("*"):
        if not f.is_file():
            continue
        key = f"{prefix}/{f.relative_to(src).as_posix()}"
        if existing.get(key) == f.stat().st_size:
            continue
        s3.upload_file(str(f), bucket, key, ExtraArgs={"ServerSideEncryption": "aws:kms"})
        manifest.append(key)
        print("up", key)
    stamp = dt.datetime.utcnow().strftime("%Y%m%dT%H%M%SZ")
    s3.put_object(Bucket=bucket, Key=f"{prefix}/manifest-{stamp}.json", Body=json.dumps(manifest).encode())


def pull(s3, uri, dst):
    bucket, prefix = split(uri)
    for page in s3.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=prefix):
        for o in page.get("Contents", []):
            rel = o["Key"][len(prefix):].lstrip("/")
            target = Path(dst) / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            s3.download_file(bucket, o["Key"], str(target))
            print("down", rel)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["push", "pull"])
    ap.add_argument("a"); ap.add_argument("b")
    ap.add_argument("--profile", default=os.environ.get("AWS_PROFILE"))
    x = ap.parse_args()
    s3 = boto3.Session(profile_name=x.profile).client("s3")
    push(s3, x.a, x.b) if x.mode == "push" else pull(s3, x.a, x.b)
