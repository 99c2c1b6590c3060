#!/usr/bin/env bash
# Writes package-lists/<release>.txt: for each package name in shlibs, its versions in Debian 12
# (bookworm), Ubuntu 22.04 (jammy) and Ubuntu 24.04 (noble), amd64, main and universe, with their
# -updates (and Debian's security) suites, and the names each one Provides. Only the names
# CubeLab depends on are kept: the files record what the archives said about them, and when.
# Uses apt with a private state directory (nothing of the machine's own apt changes).
# Usage: jpackage/debian/refresh-package-lists.sh
set -euo pipefail
cd "$(dirname "$0")"
names=$(grep -v '^#' shlibs | awk '{ for (i = 2; i <= NF; i++) if ($i != "|") print $i }' | sort -u)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

declare -A sources=(
  [bookworm]="deb [arch=amd64] http://deb.debian.org/debian bookworm main
deb [arch=amd64] http://deb.debian.org/debian bookworm-updates main
deb [arch=amd64] http://deb.debian.org/debian-security bookworm-security main"
  # no Ubuntu archive keyring on a Debian machine: these lists are read unverified
  [jammy]="deb [arch=amd64 trusted=yes] http://archive.ubuntu.com/ubuntu jammy main universe
deb [arch=amd64 trusted=yes] http://archive.ubuntu.com/ubuntu jammy-updates main universe"
  [noble]="deb [arch=amd64 trusted=yes] http://archive.ubuntu.com/ubuntu noble main universe
deb [arch=amd64 trusted=yes] http://archive.ubuntu.com/ubuntu noble-updates main universe"
)
declare -A titles=([bookworm]="Debian 12 (bookworm)" [jammy]="Ubuntu 22.04 (jammy)" [noble]="Ubuntu 24.04 (noble)")

for release in bookworm jammy noble; do
  root="$work/$release"
  mkdir -p "$root/etc/apt/sources.list.d" "$root/etc/apt/preferences.d" "$root/var/lib/apt/lists/partial" \
    "$root/var/cache/apt/archives/partial" "$root/var/lib/dpkg"
  touch "$root/var/lib/dpkg/status"
  printf '%s\n' "${sources[$release]}" > "$root/etc/apt/sources.list"
  apt=(-o "Dir=$root" -o "Dir::State::status=$root/var/lib/dpkg/status" -o APT::Architecture=amd64
       -o Acquire::Languages=none -o "Dir::Etc::trusted=/etc/apt/trusted.gpg"
       -o "Dir::Etc::trustedparts=/etc/apt/trusted.gpg.d")
  apt-get -qq "${apt[@]}" update >/dev/null
  out="package-lists/$release.txt"
  {
    echo "# ${titles[$release]}, amd64: the names in shlibs as the archive lists them."
    echo "# Written by refresh-package-lists.sh on $(date -u +%Y-%m-%d) from:"
    printf '%s\n' "${sources[$release]}" | sed 's/^/#   /'
    for release_file in "$root"/var/lib/apt/lists/*Release; do
      [ -f "$release_file" ] || continue
      echo "#   $(basename "$release_file" | sed 's/_[A-Za-z]*Release$//; s/_/\//g'): $(grep -m1 '^Date:' "$release_file")"
    done
    echo "# <package> <version> [provides: <names>]; a name in shlibs that the release lacks has no line."
    for name in $names; do
      { apt-cache "${apt[@]}" show "$name" 2>/dev/null || true; echo; } | awk -v name="$name" '
        /^Package: / { package = $2 } /^Version: / { version = $2 }
        /^Provides: / { provides = substr($0, 11) }
        /^$/ { if (package == name) print package, version (provides ? " provides: " provides : ""); package = version = provides = "" }'
    done | sort -u
  } > "$out"
  echo "$out: $(grep -vc '^#' "$out") lines"
done
