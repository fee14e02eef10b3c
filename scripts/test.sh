#!/usr/bin/env bash
# `npm test`: typecheck, lint, the unit suite, then the browser suite over a fresh build. The typecheck (tsc, one
# core, about 45 s of CPU) runs beside the lint, the sample photos and the build (about 40 s of CPU, mostly one
# core): on two cores neither waits for the other, which saves about 40 s. The unit and browser suites keep both
# cores busy and run after, one at a time.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
npm run typecheck >"$log" 2>&1 &
typecheck=$!
status=0
{ npm run lint && npm run build:e2e; } || status=$?
wait "$typecheck" || status=$?
cat "$log"
rm -f "$log"
((status == 0))
npm run test:unit
vitest run --config vitest.e2e.config.ts
