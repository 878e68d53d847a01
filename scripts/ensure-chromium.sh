#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright cannot download its own browser here).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
echo "Chromium is missing: installing Debian's chromium package."
if [ "$(id -u)" -ne 0 ]; then
  echo "Run as root, or install it yourself: sudo apt-get install -y chromium" >&2
  exit 1
fi
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
