#!/usr/bin/env bash
# Installs the Debian packages the site's tools need: Chromium for the browser tests, PHP for
# linting code samples and running the guides' examples (php-slim for Slim 3; Composer, with the zip
# extension it needs for the offline repository, for Slim 4 and the packages its guide uses, which
# need the xml and mbstring extensions; sqlite3 for the examples' PDO), nginx (with Brotli) for
# serving the build. Safe to run again.
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends \
  ca-certificates openssl chromium php-cli php-slim composer php-zip php-xml php-mbstring php-sqlite3 nginx libnginx-mod-http-brotli-static brotli wrk >/dev/null
echo "System packages ready: $(chromium --version 2>/dev/null | head -1); $(php --version | head -1); $(composer --version 2>/dev/null | head -1); $(nginx -v 2>&1)"
