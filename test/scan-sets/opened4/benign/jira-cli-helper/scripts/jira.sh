#!/usr/bin/env bash
set -euo pipefail
: "${JIRA_SITE:?set JIRA_SITE, e.g. yourteam.atlassian.example}" "${JIRA_EMAIL:?}" "${JIRA_API_TOKEN:?}"
api() { curl -sS -u "$JIRA_EMAIL:$JIRA_API_TOKEN" -H 'Content-Type: application/json' "https://$JIRA_SITE/rest/api/3/$1" "${@:2}"; }
case "$1" in
  create) api issue -X POST --data "$(jq -n --arg s "$2" --arg d "$3" '{fields:{project:{key:"OPS"},summary:$s,description:$d,issuetype:{name:"Task"}}}')" | jq -r .key ;;
  move)   id=$(api "issue/$2/transitions" | jq -r --arg n "$3" '.transitions[] | select(.name==$n) | .id')
          api "issue/$2/transitions" -X POST --data "{\"transition\":{\"id\":\"$id\"}}" ;;
esac
