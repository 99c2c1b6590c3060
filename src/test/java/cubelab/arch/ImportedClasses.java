package cubelab.arch;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * The project's classes as ArchUnit reads them, imported once per test JVM and shared by the
 * structure tests: an import takes seconds (most of it the first time, while the JVM warms up), and
 * each test importing again paid it three times. {@link JavaClasses} is immutable, so sharing it is
 * safe. Two sets, because a test class's dependencies would count against the layer rules: the
 * application alone for the rules, the application with its tests for the public surface (a type the
 * tests use from another package is public for them). Each set is built by its holder's class
 * initialiser, so only on first use and only once (the JVM's lazy-holder idiom).
 */
final class ImportedClasses {

    private ImportedClasses() {
    }

    /** The classes of src/main. */
    static JavaClasses application() {
        return Application.CLASSES;
    }

    /** The classes of src/main and src/test. */
    static JavaClasses applicationAndTests() {
        return ApplicationAndTests.CLASSES;
    }

    private static final class Application {
        static final JavaClasses CLASSES = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("cubelab");
    }

    private static final class ApplicationAndTests {
        static final JavaClasses CLASSES = new ClassFileImporter().importPackages("cubelab");
    }
}
