#!/bin/sh
# Builds the native Korf kernel (korf_kernel.c) into the classes directory, so it ships inside
# the jar; Maven runs this in the compile phase. Without Linux, gcc or the JDK's jni.h it builds
# nothing and the search stays in Java (NativeKorfKernel falls back by itself).
# Usage: build.sh <classes directory> <java.home of a JDK>
set -u
classes="$1"
jdk="$2"
out="$classes/native/linux-$(uname -m)"
if [ "$(uname -s)" != Linux ] || ! command -v gcc >/dev/null 2>&1 || [ ! -f "$jdk/include/jni.h" ]; then
  echo "[cubelab] native Korf kernel not built (needs Linux, gcc and $jdk/include/jni.h): the search runs in Java"
  exit 0
fi
mkdir -p "$out"
# baseline x86-64 / aarch64 code: the jar must run on any CPU of its architecture
if gcc -O2 -fPIC -shared -Wall -I"$jdk/include" -I"$jdk/include/linux" \
    -o "$out/libcubelab-korf.so.tmp" "$(dirname "$0")/korf_kernel.c"; then
  mv "$out/libcubelab-korf.so.tmp" "$out/libcubelab-korf.so"
  echo "[cubelab] native Korf kernel built: $out/libcubelab-korf.so"
else
  rm -f "$out/libcubelab-korf.so.tmp"
  echo "[cubelab] native Korf kernel failed to compile: the search runs in Java"
fi
exit 0
