package cubelab.arch;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A simple name means one thing in the application: a reader (or an import) never has to ask which
 * {@code Move} or {@code Cancellation} is meant. Nested types are qualified by their owner, so only
 * top-level classes count.
 */
class SimpleNamesTest {

    @Test
    void noTwoTopLevelClassesShareASimpleName() {
        Map<String, List<String>> byName = ImportedClasses.application().stream()
                .filter(JavaClass::isTopLevelClass)
                .filter(type -> !type.getSimpleName().equals("package-info"))
                .collect(Collectors.groupingBy(JavaClass::getSimpleName, TreeMap::new,
                        Collectors.mapping(JavaClass::getName, Collectors.toList())));
        List<String> shared = byName.entrySet().stream()
                .filter(entry -> entry.getValue().size() > 1)
                .map(entry -> entry.getKey() + " " + entry.getValue())
                .toList();
        assertThat(byName).containsKeys("Cancellation", "Progress", "TileMove", "Move");
        assertThat(shared).as("simple names used by more than one class").isEmpty();
    }
}
