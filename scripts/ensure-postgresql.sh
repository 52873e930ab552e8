#!/usr/bin/env bash
# The order store's tests start a throwaway PostgreSQL cluster from Debian's server package.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing Debian's postgresql for the order store's tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
ls -d /usr/lib/postgresql/*/bin/initdb | head -1
