package cubelab.packaging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Builds the .deb with jpackage/package.sh and checks it as a new user's machine would meet it:
 * its control fields (Depends read from the natives and mapped by shlibs, maintainer, homepage),
 * no maintainer script that could fail, exactly the korf tier's tables (a coset table lying in
 * pdb/ stays out), the menu entry and icon as package files; installed with dpkg into a root of
 * its own, /usr/bin/cubelab runs the command line, {@code pdb verify} finds the bundled tables
 * good, the window starts under Xvfb, draws and carries the class the menu entry names, and
 * removal leaves nothing and warns of nothing. Slow: a few minutes.
 */
@Tag("slow")
class DebPackageSlowTest {

    private static final List<String> KORF_FILES = List.of("corners.v1.pdb", "edges6-UR-UF-UL-UB-FR-FL.v1.pdb",
            "edges6-DR-DF-DL-DB-BL-BR.v1.pdb", "manifest");

    @Test
    void theDebInstallsVerifiesStartsAndRemovesCleanly(@TempDir Path work) throws Exception {
        assumeTrue(Stream.of("jpackage", "dpkg", "dpkg-deb", "objdump", "xvfb-run", "import", "identify", "xwininfo",
                "xprop").allMatch(DebPackageSlowTest::onPath),
                "needs jpackage, dpkg, objdump, xvfb-run, import, identify, xwininfo, xprop");
        Path decoy = Path.of("pdb", "coset-eo8.v1.pdb");
        boolean placed = Files.isDirectory(decoy.getParent()) && !Files.exists(decoy);
        if (placed) {
            Files.writeString(decoy, "a coset table a developer built: never packaged");
        }
        try {
            run(900, "bash", "jpackage/package.sh", "deb");
        } finally {
            if (placed) {
                Files.deleteIfExists(decoy);
            }
        }
        Path deb;
        try (Stream<Path> files = Files.list(Path.of("target", "jpackage"))) {
            deb = files.filter(file -> file.toString().endsWith(".deb")).findFirst().orElseThrow();
        }

        Map<String, String> control = DebianMetadataTest.fields(run(60, "dpkg-deb", "-f", deb.toString()));
        assertThat(control.get("Maintainer")).contains("@");
        assertThat(control.get("Homepage")).startsWith("https://");
        List<String> depends = Arrays.stream(control.get("Depends").split(",")).map(String::trim).toList();
        String shlibs = Files.readString(Path.of("jpackage", "debian", "shlibs"));
        assertThat(depends).contains("libgtk-3-0t64 | libgtk-3-0", "libasound2t64 | libasound2", "libgl1-mesa-dri")
                .allSatisfy(group -> assertThat(shlibs).as("shlibs, checked against the releases").contains(group))
                .doesNotHaveDuplicates();
        String info = run(60, "dpkg-deb", "-I", deb.toString());
        assertThat(info).doesNotContain("postinst", "prerm", "postrm", "preinst");

        String contents = run(120, "dpkg-deb", "-c", deb.toString());
        List<String> tables = contents.lines().filter(line -> line.contains("/pdb/") && !line.endsWith("/"))
                .map(line -> line.substring(line.lastIndexOf('/') + 1)).sorted().toList();
        assertThat(tables).containsExactlyInAnyOrderElementsOf(KORF_FILES);
        assertThat(contents).contains("./usr/share/applications/cubelab.desktop",
                "./usr/share/icons/hicolor/256x256/apps/cubelab.png", "./usr/share/doc/cubelab/copyright",
                "./usr/bin/cubelab -> ../lib/cubelab/bin/CubeLab").doesNotContain("./opt/");

        // a root of its own: no other package there, so dpkg is told the libraries are the host's
        Path root = work.resolve("root");
        Files.createDirectories(root.resolve("var/lib/dpkg/info"));
        Files.createDirectories(root.resolve("var/lib/dpkg/updates"));
        Files.writeString(root.resolve("var/lib/dpkg/status"), "");
        String install = run(300, "dpkg", "--root=" + root, "--force-depends", "--force-not-root", "-i", deb.toString());
        assertThat(install.lines().filter(line -> line.contains("warning") && !line.contains("dependency problems")))
                .as(install).isEmpty();
        Path command = root.resolve("usr/bin/cubelab");
        assertThat(command).isExecutable();
        assertThat(root.resolve("usr/share/applications/cubelab.desktop")).content()
                .contains("StartupWMClass=" + DebianMetadataTest.WINDOW_CLASS, "Exec=/usr/bin/cubelab");
        String environment = "HOME=" + work + " XDG_DATA_HOME=" + work.resolve("data") + " XDG_CONFIG_HOME="
                + work.resolve("config") + " ";
        String verify = run(120, "bash", "-c", environment + "\"" + command + "\" pdb verify");
        assertThat(verify).startsWith("ok\tkorf");
        String solve = run(120, "bash", "-c", environment + "\"" + command + "\" solve --scramble \"R U F' L2 D\"");
        // five turns undo the five-turn scramble: the optimal length, from the bundled tables
        assertThat(solve.lines().filter(line -> line.matches("([URFDLB][2']? ){4}[URFDLB][2']?"))).hasSize(1);

        Path screenshot = work.resolve("deb.png");
        Path log = work.resolve("app.log");
        String script = environment + "\"" + command + "\" 2> \"" + log + "\" & app=$!; "
                + Screenshots.waitForDrawnWindow(screenshot)
                + "xprop -id $(xwininfo -root -tree | grep '\"CubeLab\"' | awk '{print $1}' | head -1) WM_CLASS; kill $app";
        String window = run(420, "xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "bash", "-c", script);
        assertThat(window).contains("WM_CLASS(STRING) = \"" + DebianMetadataTest.WINDOW_CLASS + "\"");
        assertThat(Screenshots.distinctColours(screenshot)).as("distinct colours in the screenshot")
                .isGreaterThan(Screenshots.DRAWN_WINDOW_COLOURS);
        assertThat(Files.readString(log)).doesNotContain("Unsupported JavaFX configuration");

        String removal = run(300, "dpkg", "--root=" + root, "--force-not-root", "--purge", "cubelab");
        assertThat(removal).doesNotContainIgnoringCase("warning");
        try (Stream<Path> left = Files.walk(root)) {
            assertThat(left.filter(Files::isRegularFile).filter(file -> !file.startsWith(root.resolve("var"))))
                    .isEmpty();
        }
    }

    private static boolean onPath(String command) {
        return Arrays.stream(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, command)));
    }

    /** Runs a command to its end and returns what it printed; it must exit 0. */
    private static String run(long seconds, String... command) throws Exception {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] output = process.getInputStream().readAllBytes();
        assertThat(process.waitFor(seconds, TimeUnit.SECONDS)).as(String.join(" ", command) + " finished").isTrue();
        assertThat(process.exitValue()).as(String.join(" ", command) + ": " + new String(output, StandardCharsets.UTF_8))
                .isZero();
        return new String(output, StandardCharsets.UTF_8);
    }
}
