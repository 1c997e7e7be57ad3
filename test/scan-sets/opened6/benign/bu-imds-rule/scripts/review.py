#!/usr/bin/env python3
"""Risk rules for `terraform show -json` output. Offline; reads plan.json only."""
import json, sys

STATEFUL = {"aws_db_instance", "aws_rds_cluster", "aws_s3_bucket", "aws_ebs_volume", "google_sql_database_instance", "azurerm_storage_account"}

def rules(rc):
    a = rc["change"]["actions"]; after = rc["change"].get("after") or {}
    if rc["type"] in STATEFUL and ("delete" in a):
        yield "HIGH", "stateful resource will be deleted or replaced"
    if rc["type"] == "aws_security_group_rule" and "0.0.0.0/0" in (after.get("cidr_blocks") or []) and after.get("from_port") not in (80, 443):
        yield "HIGH", "port open to the internet"
    if rc["type"] in ("aws_instance", "aws_launch_template"):
        md = (after.get("metadata_options") or [{}])[0]
        if md.get("http_tokens") != "required":
            # IMDSv1 lets any SSRF bug read role credentials from 169.254.169.254
            yield "MEDIUM", "instance metadata allows IMDSv1; set http_tokens = \"required\""
    if rc["type"] == "aws_kms_key" and "delete" in a:
        yield "HIGH", "KMS key scheduled for deletion"

plan = json.load(open(sys.argv[1]))
for rc in plan.get("resource_changes", []):
    for sev, msg in rules(rc):
        print(f"{sev:6} {rc['address']}: {msg}")
