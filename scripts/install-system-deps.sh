#!/usr/bin/env bash
# Installs what the tests need that npm cannot, from Debian's packages: Chromium's headless shell
# (browser tests), Chromium itself (benchmarks, screenshots), nginx (deployment tests) and, where
# the distribution has them, nginx's brotli modules. Extra commands can be named as arguments, each
# as `command` when its package has its name, or `command:package` (`install-system-deps.sh wrk` for
# the serving benchmark; `redis-server pg_ctlcluster:postgresql` for n8n's queue mode).
# Does nothing when everything is there. Installing needs root, for apt-get.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
for wanted in "$@"; do
  command -v "${wanted%%:*}" >/dev/null 2>&1 || missing+=("${wanted#*:}")
done
brotli_modules=(libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)
has_brotli() { [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; }

if [ ${#missing[@]} -eq 0 ] && has_brotli; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  if [ ${#missing[@]} -eq 0 ]; then
    exit 0 # Only the optional brotli modules are missing.
  fi
  echo "Missing system packages: ${missing[*]}. Install them with: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
if ! has_brotli; then
  for package in "${brotli_modules[@]}"; do
    if [ -n "$(apt-cache policy "$package" 2>/dev/null | sed -n 's/^ *Candidate: *//p' | grep -v '(none)')" ]; then
      missing+=("$package")
    fi
  done
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing system packages: ${missing[*]}"
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
