#!/usr/bin/env bash
# `npm run cluster` and its test put Debian's nginx in front of the shell servers and the
# checkout-service replicas (deploy/nginx/); install it when it is missing.
set -euo pipefail
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "Installing Debian's nginx for npm run cluster..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
fi
command -v nginx || echo /usr/sbin/nginx
