#!/usr/bin/env bash
# Installs the Debian packages the site's tools need: Chromium for the browser tests, PHP for
# linting code samples, nginx (with Brotli) for serving the build. Safe to run again.
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends \
  ca-certificates openssl chromium php-cli php-slim nginx libnginx-mod-http-brotli-static brotli wrk >/dev/null
echo "System packages ready: $(chromium --version 2>/dev/null | head -1); $(php --version | head -1); $(nginx -v 2>&1)"
