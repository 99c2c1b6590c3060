#!/usr/bin/env bash
# Builds CubeLab's Linux packages: an app-image and a .deb, each with its own Java runtime and
# the korf tier's pattern databases (82 MB, read-only in the package; a damaged one is rebuilt
# in the user's data directory, never in the install directory).
#
#   jpackage/package.sh            # both, into target/jpackage/
#   jpackage/package.sh app-image  # only the app-image
#
# Needs a JDK with jpackage (17+), and fakeroot + dpkg-deb for the .deb.
set -euo pipefail
cd "$(dirname "$0")/.."
types=("${@:-app-image deb}")
read -r -a types <<< "${types[*]}"

version=$(sed -n 's:^  <version>\(.*\)</version>:\1:p' pom.xml | head -1)
out=target/jpackage
input=$out/input

mvn -q -B -DskipTests package
rm -rf "$out"
mkdir -p "$input/pdb"
cp target/cubelab.jar "$input/"

# Tables: exactly the korf tier's files, named by the tier registry (a coset table a developer
# built in pdb/ stays out of the package). Copied with their manifest lines if they verify, else
# built; then the copy is verified by checksum and nothing else may be in it.
mapfile -t korf_files < <(java -jar target/cubelab.jar pdb list --tier korf --files)
if java -jar target/cubelab.jar pdb verify --tier korf --tables pdb >/dev/null 2>&1; then
  for file in "${korf_files[@]}"; do
    cp "pdb/$file" "$input/pdb/"
  done
  awk -F'\t' 'NR == FNR { keep[$0] = 1; next } /^#/ || ($2 in keep)' \
    <(printf '%s\n' "${korf_files[@]}") pdb/manifest > "$input/pdb/manifest"
else
  java -XX:+UseTransparentHugePages -jar target/cubelab.jar pdb build --tier korf --tables "$input/pdb"
fi
java -jar target/cubelab.jar pdb verify --tier korf --tables "$input/pdb"
rm -f "$input/pdb/manifest.lock" # the builders' lock, not part of the tables
expected=$(printf '%s\n' "${korf_files[@]}" manifest | sort)
bundled=$(ls "$input/pdb" | sort)
if [ "$expected" != "$bundled" ]; then
  echo "the package would carry other files than the korf tier's: $bundled" >&2
  exit 1
fi

modules=$(jdeps --print-module-deps --ignore-missing-deps --multi-release 17 target/cubelab.jar)
common=(
  --name CubeLab
  --app-version "$version"
  --vendor "CubeLab"
  --description "Optimal Rubik's Cube solver and Rubik's Race"
  --input "$input"
  --main-jar cubelab.jar
  --main-class cubelab.Launcher
  --icon assets/cubelab.png
  --add-modules "$modules"
  --jlink-options "--strip-debug --no-header-files --no-man-pages --strip-native-commands"
  --java-options '-Dcubelab.bundledTables=$APPDIR/pdb'
  --java-options '-XX:+UseTransparentHugePages'
  --java-options '-XX:MaxRAMPercentage=60'
  --java-options '--enable-native-access=ALL-UNNAMED'
  # Mesa's software OpenGL (VMs, remote desktops) fails JavaFX's GPU check and would draw no 3D
  --java-options '-Dprism.forceGPU=true'
)

for type in "${types[@]}"; do
  case "$type" in
    app-image)
      jpackage --type app-image --dest "$out" "${common[@]}"
      echo "app-image: $out/CubeLab (run $out/CubeLab/bin/CubeLab)"
      ;;
    deb)
      # gzip -1: the default xz spends minutes compressing incompressible tables
      DPKG_DEB_COMPRESSOR_TYPE=gzip DPKG_DEB_COMPRESSOR_LEVEL=1 \
        jpackage --type deb --dest "$out" "${common[@]}" \
          --linux-package-name cubelab --linux-app-category games \
          --linux-package-deps 'libgtk-3-0, libgl1, libgl1-mesa-dri' \
          --linux-shortcut --linux-menu-group 'Game;Education' \
          --resource-dir jpackage/resources
      ls -la "$out"/*.deb
      ;;
    *)
      echo "unknown package type: $type (app-image or deb)" >&2
      exit 2
      ;;
  esac
done
