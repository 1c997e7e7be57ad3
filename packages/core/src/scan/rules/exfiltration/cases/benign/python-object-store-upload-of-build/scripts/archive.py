import sys

import boto3

bucket = sys.argv[1]
store = boto3.client("s3")
store.upload_file("dist/app.tar.gz", bucket, "app.tar.gz")
store.put_object(Bucket=bucket, Key="latest.txt", Body=b"app.tar.gz")
