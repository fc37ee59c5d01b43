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
# Node.js: the site needs the LTS line in `.nvmrc` (24: `@php-wasm` runs PHP in Node for the tests and
# the MCP server, and declares Node >= 24.18). Where the machine's Node is older (Debian 12 ships 20),
# this installs Node's own build from the npm registry (the `node-linux-<arch>` package) into
# /usr/local, which comes before /usr on PATH.
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
NODE_LINE=$(tr -d 'v \n' < "$(dirname "$0")/../.nvmrc")
NODE_LINE=${NODE_LINE%%.*}
current=$(node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/' || true)
if [ "${current:-0}" -lt "$NODE_LINE" ]; then
  case "$(uname -m)" in x86_64) arch=x64 ;; aarch64) arch=arm64 ;; *) arch=$(uname -m) ;; esac
  work=$(mktemp -d)
  version=$(npm view "node-linux-$arch@$NODE_LINE" version | tail -n 1 | sed -E "s/.*'([^']+)'.*/\1/")
  (cd "$work" && npm pack --silent "node-linux-$arch@$version" >/dev/null && tar xzf ./*.tgz)
  $SUDO install -m 0755 "$work/package/bin/node" /usr/local/bin/node
  $SUDO mkdir -p /usr/local/include && $SUDO cp -r "$work/package/include/node" /usr/local/include/
  rm -rf "$work"
  hash -r
fi
echo "System packages ready: Node.js $(node --version); $(chromium --version 2>/dev/null | head -1 || echo 'no system Chromium'); $(php --version | head -1); $(composer --version 2>/dev/null | head -1); $(nginx -v 2>&1); $(linkchecker --version 2>/dev/null | head -1); $(java -version 2>&1 | head -1)"
