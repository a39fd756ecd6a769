#!/bin/sh
# Runs every cargo-fuzz target (fuzz/) for SECONDS each (default 60), one
# after the other, niced, and prints the executions each reached.
#   scripts/fuzz.sh [SECONDS] [TARGET...]
#   FUZZ_RUNS=10000000 scripts/fuzz.sh 3600    # stop each at 10 million runs
# Needs nightly and cargo-fuzz (`cargo install cargo-fuzz`). Built in release
# with debug assertions and overflow checks, without a sanitizer (the crate
# has no unsafe code); move_sequence without compare tracing (its input is
# choices, not text; tracing cost it two thirds of its speed). Seeds from
# fuzz/seeds/TARGET are copied into the (git-ignored) corpus first. A crash
# stops the script and leaves the input in fuzz/artifacts/TARGET/; logs go
# to fuzz/artifacts/logs/.
set -eu
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-60}
[ $# -gt 0 ] && shift
TARGETS=${*:-"move_notation text_position woods_line json_record link move_sequence"}
RUNS=${FUZZ_RUNS:--1}
LOG_DIR=fuzz/artifacts/logs
mkdir -p "$LOG_DIR"
for t in $TARGETS; do
  mkdir -p "fuzz/corpus/$t"
  [ -d "fuzz/seeds/$t" ] && cp -n fuzz/seeds/"$t"/* "fuzz/corpus/$t/" 2>/dev/null || true
  max_len=4096
  build="-O -a -s none"
  if [ "$t" = move_sequence ]; then
    # Other flags, so its own target directory (no rebuild ping-pong).
    max_len=128; build="$build --no-trace-compares --target-dir fuzz/target/no-trace"
  fi
  echo "== $t (${SECONDS_EACH}s, runs $RUNS) $(date -u +%H:%M:%S)"
  # shellcheck disable=SC2086
  if ! nice cargo +nightly fuzz run $build "$t" "fuzz/corpus/$t" -- \
      -max_total_time="$SECONDS_EACH" -runs="$RUNS" -max_len="$max_len" -print_final_stats=1 \
      >"$LOG_DIR/$t.log" 2>&1; then
    tail -40 "$LOG_DIR/$t.log"
    echo "fuzz target $t failed: see fuzz/artifacts/$t/ and $LOG_DIR/$t.log" >&2
    exit 1
  fi
  grep -E '^stat::number_of_executed_units' "$LOG_DIR/$t.log" | tail -1
  cat "$LOG_DIR/$t.log" >>"$LOG_DIR/all.log"
done
