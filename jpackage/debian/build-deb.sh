#!/usr/bin/env bash
# Makes the .deb from package.sh's app-image: the app under /usr/lib/cubelab (a folder dpkg
# shares with other packages, so removal leaves no warning about a non-empty directory), the
# command /usr/bin/cubelab, the menu entry and icon as plain package files (no maintainer script
# that could fail on a system without a menu), the copyright file, and Depends read from the
# libraries the bundled runtime's and JavaFX's natives link (objdump), mapped by shlibs.
# Usage: build-deb.sh <app-image> <folder of JavaFX's Linux jars> <version> <output folder>
set -euo pipefail
umask 022
here="$(cd "$(dirname "$0")" && pwd)"
app="$1"
javafx="$2"
version="$3"
out="$4"
arch=$(dpkg --print-architecture)
stage="$out/deb-root"
rm -rf "$stage"
mkdir -p "$stage/usr/lib/cubelab" "$stage/usr/bin" "$stage/DEBIAN"
cp -a "$app/." "$stage/usr/lib/cubelab/"
ln -s ../lib/cubelab/bin/CubeLab "$stage/usr/bin/cubelab"
install -D -m 644 "$here/cubelab.desktop" "$stage/usr/share/applications/cubelab.desktop"
install -D -m 644 "$here/../../assets/cubelab.png" "$stage/usr/share/icons/hicolor/256x256/apps/cubelab.png"
install -D -m 644 "$here/copyright" "$stage/usr/share/doc/cubelab/copyright"

# What the natives need: every ELF file in the package, and JavaFX's natives, which sit inside
# the runtime's module image and are unpacked at the first start.
natives=$(mktemp -d)
trap 'rm -rf "$natives"' EXIT
for jar in "$javafx"/*.jar; do
  unzip -q -o "$jar" '*.so' -d "$natives" 2>/dev/null || true
done
mapfile -t elves < <(find "$stage" "$natives" -type f -exec sh -c 'head -c 4 "$1" | grep -q "^.ELF" && echo "$1"' _ {} \;)
provided=$(for elf in "${elves[@]}"; do basename "$elf"; done | sort -u)
needed=$(objdump -p "${elves[@]}" | awk '/NEEDED/ { print $2 }' | sort -u | grep -vxF -f <(echo "$provided") || true)
depends=()
for soname in $needed; do
  group=$(awk -v soname="$soname" '!/^#/ && $1 == soname { $1 = ""; sub(/^ +/, ""); print; exit }' "$here/shlibs")
  if [ -z "$group" ]; then
    echo "jpackage/debian/shlibs does not say which package provides $soname: add it" >&2
    exit 1
  fi
  depends+=("$group")
done
while read -r group; do depends+=("$group"); done < <(awk '!/^#/ && $1 == "(driver)" { $1 = ""; sub(/^ +/, ""); print }' "$here/shlibs")
depends_line=$(printf '%s\n' "${depends[@]}" | awk '!seen[$0]++' | paste -sd, - | sed 's/,/, /g')

installed_size=$(du -sk --apparent-size "$stage/usr" | cut -f1)
sed -e "s/@VERSION@/$version-1/" -e "s/@ARCH@/$arch/" -e "s/@INSTALLED_SIZE@/$installed_size/" \
    -e "s/@DEPENDS@/$depends_line/" "$here/control" > "$stage/DEBIAN/control"
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$stage/DEBIAN/md5sums"
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"
deb="$out/cubelab_${version}-1_${arch}.deb"
# gzip -1: the default xz spends minutes compressing incompressible tables
dpkg-deb --root-owner-group -Zgzip -z1 --build "$stage" "$deb" >/dev/null
rm -rf "$stage"
ls -la "$deb"
