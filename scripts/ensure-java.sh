#!/usr/bin/env bash
# The browser suites run the W3C Nu HTML Checker (vnu-jar) over every page, on Debian's Java
# (docs/decisions/html-validator.md). Installed before `npm ci`, so vnu-jar's install step finds it
# and does not try to download a Java of its own.
set -euo pipefail
if ! command -v java >/dev/null 2>&1; then
  echo "Installing Debian's Java runtime for the HTML checker..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
fi
java -version 2>&1 | head -1
