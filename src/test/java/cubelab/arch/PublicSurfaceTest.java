package cubelab.arch;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A type is public only when something outside its package uses it (code or tests): the rest is
 * package-private, so that a package's surface says what it offers. A use is a dependency in the
 * bytecode (a call on a type the caller never names) or the type's name in another package's
 * source (the compiler inlines constants, and bytecode forgets them). The exceptions are the entry
 * points found by reflection: picocli's commands and the launcher.
 */
class PublicSurfaceTest {

    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern PUBLIC_TYPE = Pattern.compile(
            "^public (?:(?:final|abstract|sealed|non-sealed) )*(?:class|interface|record|enum) (\\w+)", Pattern.MULTILINE);

    @Test
    void everyPublicTypeIsNamedOutsideItsPackage() {
        Map<Path, String> main = read(SourceFiles.APPLICATION);
        Map<Path, String> every = new HashMap<>(main);
        every.putAll(read(Path.of("src", "test", "java")));
        every.putAll(read(Path.of("src", "jmh", "java")));
        JavaClasses classes = ImportedClasses.applicationAndTests();
        Map<String, Set<String>> packagesNaming = packagesNamingEachWord(every.values());
        List<String> unused = new ArrayList<>();
        main.forEach((file, text) -> {
            Matcher type = PUBLIC_TYPE.matcher(text);
            if (!type.find() || text.contains("@Command(") || file.endsWith("Launcher.java")) {
                return;
            }
            String name = type.group(1);
            String home = packageOf(text);
            boolean named = packagesNaming.getOrDefault(name, Set.of()).stream().anyMatch(other -> !other.equals(home));
            boolean used = classes.contain(home + "." + name) && classes.get(home + "." + name)
                    .getDirectDependenciesToSelf().stream()
                    .anyMatch(dependency -> !dependency.getOriginClass().getPackageName().equals(home));
            if (!named && !used) {
                unused.add(home + "." + name);
            }
        });
        assertThat(unused.stream().sorted().toList())
                .as("public types nothing outside their package names: make them package-private").isEmpty();
    }

    /**
     * Each whole word of the sources (a run of letters, digits and underscores, as the regular
     * expression {@code \bName\b} delimits it) with the packages whose files hold it: one pass
     * over the text, where a search per public type read every file once for each.
     */
    private static Map<String, Set<String>> packagesNamingEachWord(Collection<String> texts) {
        Map<String, Set<String>> packages = new HashMap<>();
        for (String text : texts) {
            String home = packageOf(text);
            int start = -1;
            for (int i = 0; i <= text.length(); i++) {
                boolean wordCharacter = i < text.length()
                        && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_');
                if (wordCharacter && start < 0) {
                    start = i;
                } else if (!wordCharacter && start >= 0) {
                    packages.computeIfAbsent(text.substring(start, i), word -> new HashSet<>()).add(home);
                    start = -1;
                }
            }
        }
        return packages;
    }

    private static String packageOf(String text) {
        Matcher matcher = PACKAGE.matcher(text);
        return matcher.find() ? matcher.group(1) : "";
    }

    private static Map<Path, String> read(Path root) {
        return SourceFiles.javaFiles(root).stream().collect(Collectors.toMap(file -> file, PublicSurfaceTest::text));
    }

    private static String text(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
