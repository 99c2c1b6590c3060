package cubelab.packaging;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.ui.CubeLabApplication;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The .deb's hand-written parts, checked without building it: every package name its Depends can
 * take (jpackage/debian/shlibs) exists in Debian 12, Ubuntu 22.04 and Ubuntu 24.04 (the lists in
 * jpackage/debian/package-lists, with their sources); the control template has what Debian
 * policy asks for; the menu entry names one main category and the installed window's class.
 */
class DebianMetadataTest {

    private static final Path DEBIAN = Path.of("jpackage", "debian");
    /**
     * The window's class when started as the menu entry starts it ({@code /usr/bin/cubelab}) or
     * from the jar: GTK names it after the JavaFX Application class. (Started directly as
     * /usr/lib/cubelab/bin/CubeLab it is "CubeLab": the menu entry never does that.)
     */
    static final String WINDOW_CLASS = CubeLabApplication.class.getName();
    private static final List<String> RELEASES = List.of("bookworm", "jammy", "noble");
    /** The freedesktop menu specification's main categories. */
    private static final Set<String> MAIN_CATEGORIES = Set.of("AudioVideo", "Audio", "Video", "Development",
            "Education", "Game", "Graphics", "Network", "Office", "Science", "Settings", "System", "Utility");

    @Test
    void everyDependencyHasAPackageInEachRelease() throws IOException {
        List<List<String>> groups = Files.readAllLines(DEBIAN.resolve("shlibs")).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .map(line -> line.trim().split("\\s+", 2)[1])
                .map(group -> Arrays.stream(group.split("\\|")).map(String::trim).toList())
                .distinct().toList();
        assertThat(groups).hasSizeGreaterThan(20);
        for (String release : RELEASES) {
            Path list = DEBIAN.resolve("package-lists").resolve(release + ".txt");
            List<String> lines = Files.readAllLines(list);
            assertThat(lines).as(list + " says where it comes from")
                    .anySatisfy(line -> assertThat(line).startsWith("#").containsPattern("https?://\\S+ " + release));
            Set<String> packages = lines.stream().filter(line -> !line.startsWith("#") && !line.isBlank())
                    .map(line -> line.split(" ")[0]).collect(Collectors.toSet());
            for (List<String> group : groups) {
                assertThat(group).as(release + " has a package for " + String.join(" | ", group))
                        .anyMatch(packages::contains);
            }
        }
    }

    @Test
    void theControlTemplateHasTheFieldsDebianPolicyAsksFor() throws IOException {
        Map<String, String> fields = fields(Files.readString(DEBIAN.resolve("control")));
        assertThat(fields.get("Maintainer")).matches(".+ <[^@ ]+@[^@ ]+\\.[a-z]+>");
        assertThat(fields.get("Homepage")).startsWith("https://");
        assertThat(fields.get("Section")).isEqualTo("games");
        assertThat(fields.get("Depends")).isEqualTo("@DEPENDS@");
        String description = fields.get("Description");
        assertThat(description.lines().findFirst().orElseThrow()).hasSizeLessThan(80).doesNotStartWith("cubelab");
        assertThat(description.lines().skip(1)).hasSizeGreaterThan(4)
                .allSatisfy(line -> assertThat(line).startsWith(" ").hasSizeLessThanOrEqualTo(80));
    }

    @Test
    void theMenuEntryHasOneMainCategoryAndTheWindowsClass() throws IOException {
        Map<String, String> entry = Files.readAllLines(DEBIAN.resolve("cubelab.desktop")).stream()
                .filter(line -> line.contains("="))
                .collect(Collectors.toMap(line -> line.substring(0, line.indexOf('=')),
                        line -> line.substring(line.indexOf('=') + 1)));
        List<String> categories = Arrays.asList(entry.get("Categories").split(";"));
        assertThat(categories.stream().filter(MAIN_CATEGORIES::contains)).containsExactly("Game");
        // as xprop WM_CLASS reads it on the running window (DebPackageSlowTest)
        assertThat(entry.get("StartupWMClass")).isEqualTo(WINDOW_CLASS);
        assertThat(entry.get("Exec")).isEqualTo("/usr/bin/cubelab");
        assertThat(entry.get("Icon")).isEqualTo("cubelab");
    }

    @Test
    void theLicenceIsApacheAndTheCopyrightFileNamesEveryBundledLicence() throws IOException {
        assertThat(Files.readString(Path.of("LICENSE"))).contains("Apache License", "Version 2.0, January 2004");
        String copyright = Files.readString(DEBIAN.resolve("copyright"));
        assertThat(copyright).startsWith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/");
        for (String license : List.of("Apache-2.0", "GPL-2 with Classpath exception", "BSD-3-clause",
                "OFL-1.1")) {
            assertThat(copyright).as("the text of " + license).contains("\nLicense: " + license + "\n");
        }
        assertThat(copyright).contains("Files: *\n", "License: Apache-2.0", "OpenJFX", "OpenJDK", "picocli",
                "controlsfx", "commons-csv", "jackson");
    }

    /** A control paragraph's fields; continuation lines (starting with a space) stay in their field. */
    static Map<String, String> fields(String paragraph) {
        Map<String, String> fields = new LinkedHashMap<>();
        String last = null;
        for (String line : paragraph.split("\n")) {
            if (line.startsWith(" ") && last != null) {
                fields.merge(last, "\n" + line, String::concat);
            } else if (line.contains(":")) {
                last = line.substring(0, line.indexOf(':'));
                fields.put(last, line.substring(line.indexOf(':') + 1).trim());
            }
        }
        return fields;
    }
}
