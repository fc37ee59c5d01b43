#!/usr/bin/env bash
# Installs the Debian packages the site's tools need: Chromium for the browser tests, PHP for
# linting code samples and running the guides' examples (php-slim for Slim 3; Composer, with the zip
# extension it needs for the offline repository, for Slim 4 and the packages its guide uses, which
# need the xml and mbstring extensions; sqlite3 for the examples' PDO; PHPUnit 9.6 for the Testing
# page's test classes), nginx (with Brotli) for serving the build, wrk for the load benchmark; the
# validators of `npm run test:validators`: linkchecker, python3-feedparser, and headless Java for the
# Nu HTML Checker (npm's vnu-jar). Safe to run again. The one list of system
# packages: CI runs this script too.
#
# --without-chromium: leave Chromium out, for Ubuntu (which ships it only as a snap); the browser
# tests then use Playwright's own (`npx playwright install --with-deps chromium`).
set -euo pipefail
PACKAGES=(ca-certificates openssl php-cli php-slim composer php-zip php-xml php-mbstring php-sqlite3 phpunit nginx
  libnginx-mod-http-brotli-static brotli wrk linkchecker python3-feedparser default-jre-headless unzip)
if [ "${1:-}" != "--without-chromium" ]; then PACKAGES+=(chromium); fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" >/dev/null
echo "System packages ready: $(chromium --version 2>/dev/null | head -1 || echo 'no system Chromium'); $(php --version | head -1); $(composer --version 2>/dev/null | head -1); $(nginx -v 2>&1); $(linkchecker --version 2>/dev/null | head -1); $(java -version 2>&1 | head -1)"
