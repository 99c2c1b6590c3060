#!/bin/bash
# Scaling of the large tier on a many-core machine: build it, then solve the same random states
# (bench --random, seed 1) at every power of two of threads up to the core count, then superflip.
# Usage: scaling.sh JAVA JAR OUTDIR [CUBES]. Every result is written as it comes, so a run cut
# short still reports what it finished.
set -u
java=$1 jar=$2 out=$3 cubes=${4:-8}
tables=$(mktemp -d)
cores=$(nproc)
{ date -u; nproc; grep -m1 "model name" /proc/cpuinfo; free -g | head -2; uname -r; } > "$out/machine.txt"
TIMEFORMAT='wall %R s, user %U s, sys %S s'
{ time "$java" -jar "$jar" pdb build --tier large --tables "$tables"; } > "$out/build.txt" 2>&1
ls -l "$tables" >> "$out/build.txt"
threads=$cores
while [ "$threads" -ge 1 ]; do
  { time "$java" -jar "$jar" bench --tier large --tables "$tables" --random "$cubes" --seed 1 \
      --threads "$threads"; } > "$out/bench-$threads-threads.txt" 2>&1
  threads=$((threads / 2))
done
{ time timeout 150 "$java" -jar "$jar" solve --tier large --tables "$tables" --threads "$cores" --json \
    --scramble "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"; } > "$out/superflip.txt" 2>&1
rm -rf "$tables"
