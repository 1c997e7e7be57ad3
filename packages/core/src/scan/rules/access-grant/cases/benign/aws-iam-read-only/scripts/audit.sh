#!/bin/sh
for u in $(aws iam list-users --query 'Users[].UserName' --output text); do
  aws iam list-attached-user-policies --user-name "$u" --output table
done
gh api repos/acme/site/collaborators --jq '.[].login'
