#!/bin/sh
# pin_one_cpu.sh COMMAND...: runs COMMAND under `taskset -c C`, C the first
# CPU this process may use (CPU 0 itself may be outside a CI container's
# cpuset).
set -e
cpu=$(taskset -pc $$ | sed 's/.*: *//; s/[-,].*//')
exec taskset -c "$cpu" "$@"
