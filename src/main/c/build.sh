#!/bin/sh
# Builds CubeLab's native code (the Korf, coset and slice-group search loops, the coset build's forward
# loop, the coset tables' huge-page memory) into the classes directory, so it ships inside the jar; Maven
# runs this in the compile phase. For the build machine's own architecture with gcc, and for Linux
# aarch64 too where Debian's cross compiler (gcc-aarch64-linux-gnu) is installed. Without Linux, gcc
# or the JDK's jni.h it builds nothing and everything runs in Java (NativeLibrary reports the library
# missing and each user falls back by itself); a platform without a library runs Java the same way.
# Usage: build.sh <classes directory> <java.home of a JDK>
set -u
classes="$1"
jdk="$2"
here="$(dirname "$0")"
sources="$here/korf_kernel.c $here/coset_kernel.c $here/paired_kernel.c $here/slice_kernel.c $here/native_words.c $here/coset_passes.c"
if [ "$(uname -s)" != Linux ] || ! command -v gcc >/dev/null 2>&1 || [ ! -f "$jdk/include/jni.h" ]; then
  echo "[cubelab] native search loops not built (needs Linux, gcc and $jdk/include/jni.h): the search runs in Java"
  exit 0
fi

# build <compiler> <machine>: one library into native/linux-<machine>
build() {
  out="$classes/native/linux-$2"
  mkdir -p "$out"
  # baseline x86-64 / aarch64 code: the jar must run on any CPU of its architecture
  # (jni_md.h of include/linux is the same for every Linux architecture)
  # shellcheck disable=SC2086
  if "$1" -O3 -fPIC -shared -Wall -I"$jdk/include" -I"$jdk/include/linux" \
      -o "$out/libcubelab-native.so.tmp" $sources; then
    mv "$out/libcubelab-native.so.tmp" "$out/libcubelab-native.so"
    echo "[cubelab] native search loops built: $out/libcubelab-native.so"
  else
    rm -f "$out/libcubelab-native.so.tmp"
    echo "[cubelab] native search loops for linux-$2 failed to compile: the search runs in Java there"
  fi
}

build gcc "$(uname -m)"
if [ "$(uname -m)" != aarch64 ]; then
  if command -v aarch64-linux-gnu-gcc >/dev/null 2>&1; then
    build aarch64-linux-gnu-gcc aarch64
  else
    echo "[cubelab] no cross compiler (apt-get install gcc-aarch64-linux-gnu): the jar has no native search loops for linux-aarch64, which runs them in Java"
  fi
fi
exit 0
