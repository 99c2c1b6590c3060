package cubelab.race;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The race engine is self-contained: only the JDK and the shared {@code cubelab.common} (cancellation,
 * progress), no JavaFX, no cube layer.
 */
class RaceLayerTest {
    @Test
    void raceDependsOnlyOnTheJdkAndCommon() {
        JavaClasses race = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("cubelab.race");
        classes().that().resideInAPackage("cubelab.race..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "cubelab.race..", "cubelab.common..")
                .check(race);
    }
}
