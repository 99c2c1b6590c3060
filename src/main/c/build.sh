#!/bin/sh
# Builds CubeLab's native code (the Korf, coset and slice-group search loops, the coset build's forward
# loop, the coset tables' huge-page memory) into the classes directory, so it ships inside the jar; Maven runs this in the compile
# phase. Without Linux, gcc or the JDK's jni.h it builds nothing and everything runs in Java
# (NativeLibrary reports the library missing and each user falls back by itself).
# Usage: build.sh <classes directory> <java.home of a JDK>
set -u
classes="$1"
jdk="$2"
here="$(dirname "$0")"
out="$classes/native/linux-$(uname -m)"
if [ "$(uname -s)" != Linux ] || ! command -v gcc >/dev/null 2>&1 || [ ! -f "$jdk/include/jni.h" ]; then
  echo "[cubelab] native search loops not built (needs Linux, gcc and $jdk/include/jni.h): the search runs in Java"
  exit 0
fi
mkdir -p "$out"
# baseline x86-64 / aarch64 code: the jar must run on any CPU of its architecture
if gcc -O3 -fPIC -shared -Wall -I"$jdk/include" -I"$jdk/include/linux" \
    -o "$out/libcubelab-native.so.tmp" "$here/korf_kernel.c" "$here/coset_kernel.c" "$here/paired_kernel.c" "$here/slice_kernel.c" "$here/native_words.c" "$here/coset_passes.c"; then
  mv "$out/libcubelab-native.so.tmp" "$out/libcubelab-native.so"
  echo "[cubelab] native search loops built: $out/libcubelab-native.so"
else
  rm -f "$out/libcubelab-native.so.tmp"
  echo "[cubelab] native search loops failed to compile: the search runs in Java"
fi
exit 0
