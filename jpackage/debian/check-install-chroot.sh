#!/usr/bin/env bash
# Installs the .deb on a minimal Debian 12 root as a new user's apt would (Depends resolved from
# Debian's mirror), runs the command line and the window there, purges the package and checks that
# nothing of it is left. Fails on a warning or error from dpkg or apt about cubelab, on a failing
# command, on the JavaFX configuration warning and on a leftover file. Logs go to the given folder.
# Needs root, debootstrap and network access to deb.debian.org; takes a few minutes.
# Usage: check-install-chroot.sh <cubelab .deb> <log folder> [work folder, default a new temporary one]
set -euo pipefail
deb="$(realpath "$1")"
logs="$(mkdir -p "$2" && realpath "$2")"
work="${3:-$(mktemp -d)}"
root="$work/root"
scramble="R U2 F L2 D B R2 U F2 L" # ten turns: its inverse is the optimal solution

if [ ! -x "$root/usr/bin/apt-get" ]; then
  debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian > "$logs/debootstrap.log" 2>&1
fi
mounted=()
cleanup() { for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount "${mounted[i]}" || true; done; }
trap cleanup EXIT
# what a booted system has; /sys stays out, as in many containers (the JVM then has no huge pages)
mount -t proc proc "$root/proc" && mounted+=("$root/proc")
mount --bind /dev/pts "$root/dev/pts" && mounted+=("$root/dev/pts")
mkdir -p "$root/dev/shm" && mount -t tmpfs shm "$root/dev/shm" && mounted+=("$root/dev/shm")
in_root() { chroot "$root" env DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8 "$@"; }
cp "$deb" "$root/tmp/cubelab.deb"

in_root apt-get update > "$logs/install.log" 2>&1
in_root apt-get install -y /tmp/cubelab.deb >> "$logs/install.log" 2>&1
# dbus's own "invoke-rc.d: could not determine current runlevel" is a chroot's, not the package's
if grep -E '^(W|E): |^dpkg: (warning|error)|[Ww]arning: ' "$logs/install.log"; then
  echo "the install warned: $logs/install.log" >&2
  exit 1
fi

in_root bash -euxo pipefail -c "
  test \"\$(readlink -f /usr/bin/cubelab)\" = /usr/lib/cubelab/bin/CubeLab
  cubelab --version | grep -x 'CubeLab [0-9].*'
  cubelab pdb verify | grep '^ok	korf'
  cubelab pdb list | grep '^korf	built'
  cubelab solve --scramble '$scramble' | tee /tmp/solution
  CUBELAB_NATIVE=false cubelab solve --scramble '$scramble' | cmp - /tmp/solution
  grep -x 'StartupWMClass=cubelab.ui.CubeLabApplication' /usr/share/applications/cubelab.desktop
  test -s /usr/share/icons/hicolor/256x256/apps/cubelab.png
  test -s /usr/share/doc/cubelab/copyright" > "$logs/command-line.log" 2>&1

in_root apt-get install -y --no-install-recommends xvfb xauth x11-utils imagemagick > "$logs/window-tools.log" 2>&1
in_root xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
  cubelab > /tmp/app.out 2> /tmp/app.err & app=$!
  for i in $(seq 1 900); do xwininfo -root -tree | grep -q "\"CubeLab\"" && break; sleep 0.2; done
  # the window first shows a plain "Opening the window" card: wait until it has drawn
  for i in $(seq 1 180); do sleep 1; import -window root /tmp/window.png; [ "$(identify -format %k /tmp/window.png)" -gt 2000 ] && break; done
  xprop -id "$(xwininfo -root -tree | grep "\"CubeLab\"" | awk "{print \$1}" | head -1)" WM_CLASS
  kill $app; wait $app || true
  echo "app stdout:"; cat /tmp/app.out; echo "app stderr:"; cat /tmp/app.err' > "$logs/window.log" 2>&1
cp "$root/tmp/window.png" "$logs/window.png"
grep -q 'WM_CLASS(STRING) = "cubelab.ui.CubeLabApplication"' "$logs/window.log"
if grep -q 'Unsupported JavaFX configuration' "$logs/window.log"; then
  echo "JavaFX warned at the start: $logs/window.log" >&2
  exit 1
fi

in_root dpkg -L cubelab > "$work/cubelab-files"
in_root apt-get remove --purge -y cubelab > "$logs/remove.log" 2>&1
if grep -E '^(W|E): |^dpkg: (warning|error)|[Ww]arning: |not empty' "$logs/remove.log"; then
  echo "the removal warned: $logs/remove.log" >&2
  exit 1
fi
left=$(while read -r path; do [ -e "$root$path" ] && [ ! -d "$root$path" ] && echo "$path"; done < "$work/cubelab-files" || true)
left+=$(find "$root/usr/lib/cubelab" "$root/usr/share/doc/cubelab" "$root/opt" -mindepth 1 2>/dev/null || true)
if [ -n "$left" ]; then
  echo "left after purge: $left" >&2
  exit 1
fi
echo "installed, ran and purged cleanly on Debian 12 (minbase); logs in $logs"
