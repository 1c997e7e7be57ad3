import boto3
import requests
from requests_aws4auth import AWS4Auth

creds = boto3.Session().get_credentials()
signer = AWS4Auth(creds.access_key, creds.secret_key, "eu-west-1", "es", session_token=creds.token)
r = requests.get("https://search-logs.eu-west-1.es.amazonaws.com/_cluster/health", auth=signer, timeout=10)
print(r.json()["status"])
