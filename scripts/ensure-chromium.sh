#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium headless shell, and the full browser where a test needs
# it (Playwright cannot download its own browsers here); CHROMIUM_PATH points them at another build.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] || { [ -x /usr/bin/chromium-headless-shell ] && [ -x /usr/bin/chromium ]; }; then
  exit 0
fi
echo "Chromium is missing: installing Debian's chromium and chromium-headless-shell packages."
if [ "$(id -u)" -ne 0 ]; then
  echo "Run as root, or install them yourself: sudo apt-get install -y chromium chromium-headless-shell" >&2
  exit 1
fi
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-headless-shell
