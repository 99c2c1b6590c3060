package cubelab.packaging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Builds the .deb with jpackage/package.sh and checks it as a new user's machine would meet it:
 * it carries exactly the korf tier's tables (a coset table lying in pdb/ stays out), its own
 * postinst succeeds where the system has no menu directory (xdg-desktop-menu exits 3 there, as on
 * a minimal Debian, a container or WSL) and where xdg-desktop-menu is missing, and the app
 * unpacked into a clean root starts under Xvfb and draws. Slow: a few minutes.
 */
@Tag("slow")
class DebPackageSlowTest {

    private static final List<String> KORF_FILES = List.of("corners.v1.pdb", "edges6-UR-UF-UL-UB-FR-FL.v1.pdb",
            "edges6-DR-DF-DL-DB-BL-BR.v1.pdb", "manifest");

    @Test
    void theDebCarriesOnlyKorfsTablesInstallsWithoutAMenuAndStarts(@TempDir Path work) throws Exception {
        assumeTrue(Stream.of("jpackage", "fakeroot", "dpkg-deb", "xvfb-run", "import", "xwininfo")
                .allMatch(DebPackageSlowTest::onPath), "needs jpackage, fakeroot, dpkg-deb, xvfb-run, import, xwininfo");
        Path decoy = Path.of("pdb", "coset-eo8.v1.pdb");
        boolean placed = Files.isDirectory(decoy.getParent()) && !Files.exists(decoy);
        if (placed) {
            Files.writeString(decoy, "a coset table a developer built: never packaged");
        }
        try {
            run(900, null, "bash", "jpackage/package.sh", "deb");
        } finally {
            if (placed) {
                Files.deleteIfExists(decoy);
            }
        }
        Path deb;
        try (Stream<Path> files = Files.list(Path.of("target", "jpackage"))) {
            deb = files.filter(file -> file.toString().endsWith(".deb")).findFirst().orElseThrow();
        }

        String contents = run(120, null, "dpkg-deb", "-c", deb.toString());
        List<String> tables = contents.lines().filter(line -> line.contains("/pdb/") && !line.endsWith("/"))
                .map(line -> line.substring(line.lastIndexOf('/') + 1)).sorted().toList();
        assertThat(tables).containsExactlyInAnyOrderElementsOf(KORF_FILES);

        Path root = work.resolve("root");
        Path control = work.resolve("control");
        run(120, null, "dpkg-deb", "-x", deb.toString(), root.toString());
        run(120, null, "dpkg-deb", "-e", deb.toString(), control.toString());
        Path postinst = control.resolve("postinst");
        assertThat(postinst).isExecutable();

        // no system menu directory: xdg-desktop-menu fails as it does there, the install must not
        Path noMenu = work.resolve("no-menu");
        Files.createDirectories(noMenu);
        Path stub = noMenu.resolve("xdg-desktop-menu");
        Files.writeString(stub, "#!/bin/sh\necho 'xdg-desktop-menu: No writable system menu directory found.' >&2\n"
                + "exit 3\n");
        stub.toFile().setExecutable(true);
        String path = noMenu + File.pathSeparator + System.getenv("PATH");
        run(60, path, "sh", postinst.toString(), "configure");
        // no xdg-utils at all
        Path bare = work.resolve("bare");
        Files.createDirectories(bare);
        run(60, bare + File.pathSeparator + "/bin", "/bin/sh", postinst.toString(), "configure");

        Path launcher = root.resolve("opt/cubelab/bin/CubeLab");
        assertThat(launcher).isExecutable();
        Path screenshot = work.resolve("deb.png");
        String script = "HOME=" + work + " XDG_DATA_HOME=" + work.resolve("data") + " XDG_CONFIG_HOME="
                + work.resolve("config") + " \"" + launcher + "\" & app=$!; "
                + "for i in $(seq 1 600); do xwininfo -root -tree | grep -q '\"CubeLab\"' && break; sleep 0.1; done; "
                + "sleep 6; import -window root \"" + screenshot + "\"; kill $app";
        run(180, null, "xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "bash", "-c", script);
        assertThat(Screenshots.distinctColours(screenshot)).as("distinct colours in the screenshot").isGreaterThan(20);
    }

    private static boolean onPath(String command) {
        return Arrays.stream(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, command)));
    }

    /** Runs a command to its end and returns what it printed; it must exit 0. */
    private static String run(long seconds, String path, String... command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        if (path != null) {
            builder.environment().put("PATH", path);
        }
        Process process = builder.start();
        byte[] output = process.getInputStream().readAllBytes();
        assertThat(process.waitFor(seconds, TimeUnit.SECONDS)).as(String.join(" ", command) + " finished").isTrue();
        assertThat(process.exitValue()).as(String.join(" ", command) + ": " + new String(output, StandardCharsets.UTF_8))
                .isZero();
        return new String(output, StandardCharsets.UTF_8);
    }
}
