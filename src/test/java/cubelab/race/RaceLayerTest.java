package cubelab.race;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The race engine is self-contained: only the JDK, no JavaFX, no other CubeLab layer. */
class RaceLayerTest {
    @Test
    void raceDependsOnlyOnTheJdk() {
        JavaClasses race = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("cubelab.race");
        classes().that().resideInAPackage("cubelab.race..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "cubelab.race..")
                .check(race);
    }
}
