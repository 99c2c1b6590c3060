#!/usr/bin/env bash
# Builds CubeLab's Linux packages: an app-image and a .deb, each with its own Java runtime (JavaFX
# linked in as modules) and the korf tier's pattern databases (82 MB, read-only in the package; a
# damaged one is rebuilt in the user's data directory, never in the install directory).
#
#   jpackage/package.sh            # both, into target/jpackage/
#   jpackage/package.sh app-image  # only the app-image
#
# Needs a JDK with jpackage (17+), objdump (binutils) and dpkg-deb for the .deb.
set -euo pipefail
umask 022
cd "$(dirname "$0")/.."
types=("${@:-app-image deb}")
read -r -a types <<< "${types[*]}"
for type in "${types[@]}"; do
  case "$type" in
    app-image|deb) ;;
    *) echo "unknown package type: $type (app-image or deb)" >&2; exit 2 ;;
  esac
done

version=$(sed -n 's:^  <version>\(.*\)</version>:\1:p' pom.xml | head -1)
out=target/jpackage
input=$out/input
javafx=$out/javafx

mvn -q -B -DskipTests package
rm -rf "$out"
mkdir -p "$input/pdb" "$javafx"
# The app: CubeLab's own classes and its libraries, on the class path; JavaFX goes into the
# runtime as modules (no "Unsupported JavaFX configuration" warning), so it stays out of here.
cp target/cubelab-classes-app.jar "$input/cubelab.jar"
mvn -q -B dependency:copy-dependencies -DincludeScope=runtime -DexcludeGroupIds=org.openjfx -DoutputDirectory="$input"
mvn -q -B dependency:copy-dependencies -DincludeScope=runtime -DincludeGroupIds=org.openjfx -DoutputDirectory="$javafx"
find "$javafx" -name '*.jar' ! -name '*-linux*.jar' -delete # Maven's empty platform-choosing jars

# Every bundled library must be named, with its licence, in the package's copyright file.
mapfile -t patterns < <(awk '/^Files:/ { sub(/^Files:/, ""); files = 1 } /^[A-Z][A-Za-z-]*:/ && !/^Files:/ { files = 0 }
  files { for (i = 1; i <= NF; i++) print $i }' jpackage/debian/copyright)
for jar in "$input"/*.jar; do
  [ "$(basename "$jar")" = cubelab.jar ] && continue
  named=false
  for pattern in "${patterns[@]}"; do
    # shellcheck disable=SC2053
    [[ "usr/lib/cubelab/lib/app/$(basename "$jar")" == $pattern ]] && [ "$pattern" != '*' ] && named=true
  done
  if [ "$named" != true ]; then
    echo "jpackage/debian/copyright does not name $(basename "$jar"): add its licence" >&2
    exit 1
  fi
done

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
jpackage --type app-image --dest "$out" \
  --name CubeLab \
  --app-version "$version" \
  --vendor "CubeLab" \
  --description "Optimal Rubik's Cube solver and Rubik's Race" \
  --input "$input" \
  --main-jar cubelab.jar \
  --main-class cubelab.Launcher \
  --icon assets/cubelab.png \
  --module-path "$javafx" \
  --add-modules "$modules,javafx.base,javafx.graphics,javafx.controls" \
  --jlink-options "--strip-debug --no-header-files --no-man-pages --strip-native-commands" \
  --java-options '-Dcubelab.bundledTables=$APPDIR/pdb' \
  --java-options '-XX:+UseTransparentHugePages' \
  --java-options '-Xlog:pagesize=off' \
  --java-options '-XX:MaxRAMPercentage=60' \
  --java-options '--enable-native-access=ALL-UNNAMED' \
  --java-options '-Dprism.forceGPU=true' \
  --java-options '--add-exports=javafx.base/com.sun.javafx.event=ALL-UNNAMED' \
  --java-options '--add-exports=javafx.controls/com.sun.javafx.scene.control.behavior=ALL-UNNAMED' \
  --java-options '--add-opens=javafx.controls/javafx.scene.control.skin=ALL-UNNAMED' \
  --java-options '--add-opens=javafx.graphics/javafx.scene=ALL-UNNAMED'
# (-Xlog:pagesize=off: where the kernel has no transparent huge pages the JVM says so on standard
# output, ahead of every command's own output. Mesa's software OpenGL in VMs and remote desktops
# fails JavaFX's GPU check without forceGPU and would draw no 3D. ControlsFX on the class path
# reaches into JavaFX's modules: the four --add-exports/--add-opens.)
echo "app-image: $out/CubeLab (run $out/CubeLab/bin/CubeLab)"

if [[ " ${types[*]} " == *" deb "* ]]; then
  jpackage/debian/build-deb.sh "$out/CubeLab" "$javafx" "$version" "$out"
fi
if [[ " ${types[*]} " != *" app-image "* ]]; then
  rm -rf "$out/CubeLab"
fi
