package cubelab.arch;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.lang.ArchRule;
import cubelab.ui.CubeLabApplication;
import cubelab.ui.MainWindow;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layer rule of the README's Design section: notation → model → coord → tables → search → solve
 * → ui | cli, where ui and cli reach the layers below solve only through it, with the race engine a
 * JDK-only sibling of the cube layers (not a layer between solve and ui) that ui and cli use, the
 * photo scan beside the model (it uses the model and nothing above it), {@code cubelab.nativecode}
 * (the whole boundary with the C code, JDK only but for {@code cubelab.common}) under the tables,
 * the search and solve, and {@code cubelab.common} (JDK only) usable by all of them.
 */
class LayerRulesTest {

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = ImportedClasses.application();
    }

    @Test
    void layersPointDownOnly() {
        LAYERS.check(classes);
    }

    @Test
    void commonDependsOnlyOnTheJdk() {
        COMMON_JDK_ONLY.check(classes);
    }

    @Test
    void noJavaFxBelowUi() {
        NO_JAVAFX_BELOW_UI.check(classes);
    }

    @Test
    void noCyclesBetweenPackages() {
        NO_CYCLES.check(classes);
    }

    @Test
    void noCyclesBetweenSubPackages() {
        NO_SUB_PACKAGE_CYCLES.check(classes);
    }

    @Test
    void raceEngineDependsOnlyOnTheJdkAndCommon() {
        RACE_ENGINE_JDK_ONLY.check(classes);
        RACE_EXPERIMENTS_JDK_AND_CSV_ONLY.check(classes);
    }

    @Test
    void racePackagesPointOneWayWithoutCycles() {
        RACE_PACKAGES.check(classes);
        RACE_LAYERS.check(classes);
        RACE_NO_CYCLES.check(classes);
    }

    @Test
    void theNativeBoundaryIsOnePackageThatNeedsOnlyTheJdk() {
        NATIVE_METHODS_IN_ONE_PACKAGE.check(classes);
        NATIVE_BOUNDARY_JDK_ONLY.check(classes);
    }

    @Test
    void windowAndCommandLineReachTheEngineThroughSolveOnly() {
        FRONT_ENDS_THROUGH_SOLVE.check(classes);
    }

    @Test
    void onlyTheWiringKnowsTheWindow() {
        ONLY_THE_WIRING_KNOWS_THE_WINDOW.check(classes);
    }

    /**
     * The window's flows, menus and keys are given the parts they use (the cube, the playback, the
     * status line, the dialogs), built where the window is wired, so none can reach into the rest of
     * the window. Only the window itself and the application that shows it know {@code MainWindow}.
     */
    private static final ArchRule ONLY_THE_WIRING_KNOWS_THE_WINDOW = noClasses()
            .that().resideInAPackage("cubelab..")
            .and(not(belongToAnyOf(MainWindow.class, CubeLabApplication.class)))
            .should().dependOnClassesThat().belongToAnyOf(MainWindow.class)
            .because("a flow given the whole window could reach any of its parts");

    private static final ArchRule LAYERS = layeredArchitecture()
            .consideringOnlyDependenciesInLayers()
            .layer("Notation").definedBy("cubelab.notation..")
            .layer("Model").definedBy("cubelab.model..")
            .layer("Coord").definedBy("cubelab.coord..")
            .layer("Tables").definedBy("cubelab.tables..")
            .layer("Search").definedBy("cubelab.search..")
            .layer("Solve").definedBy("cubelab.solve..")
            // a sibling of the cube layers: it shares only cubelab.common with them
            .layer("Race").definedBy("cubelab.race..")
            // reads a cube from photos; beside the model, JDK-only apart from it
            .layer("Scan").definedBy("cubelab.scan..")
            .layer("Common").definedBy("cubelab.common..")
            // the C code's boundary: under the tables (whose builds call it) and the search (whose loops do)
            .layer("Native").definedBy("cubelab.nativecode..")
            .layer("Ui").definedBy("cubelab.ui..")
            .layer("Cli").definedBy("cubelab.cli..")
            .layer("Launcher").definedBy("cubelab")
            .whereLayer("Launcher").mayNotBeAccessedByAnyLayer()
            .whereLayer("Cli").mayOnlyBeAccessedByLayers("Launcher")
            .whereLayer("Ui").mayOnlyBeAccessedByLayers("Launcher")
            .whereLayer("Solve").mayOnlyBeAccessedByLayers("Ui", "Cli", "Launcher")
            .whereLayer("Race").mayOnlyBeAccessedByLayers("Ui", "Cli", "Launcher")
            .whereLayer("Race").mayOnlyAccessLayers("Common")
            .whereLayer("Scan").mayOnlyBeAccessedByLayers("Ui", "Cli", "Launcher")
            .whereLayer("Scan").mayOnlyAccessLayers("Model", "Notation", "Common")
            .whereLayer("Common").mayNotAccessAnyLayer()
            .whereLayer("Native").mayOnlyBeAccessedByLayers("Tables", "Search", "Solve")
            .whereLayer("Native").mayOnlyAccessLayers("Common")
            .whereLayer("Search").mayOnlyBeAccessedByLayers("Solve")
            .whereLayer("Tables").mayOnlyBeAccessedByLayers("Search", "Solve")
            .whereLayer("Coord").mayOnlyBeAccessedByLayers("Tables", "Search", "Solve")
            .whereLayer("Model").mayOnlyBeAccessedByLayers("Coord", "Tables", "Search", "Solve", "Scan", "Ui", "Cli",
                    "Launcher")
            .withOptionalLayers(true);

    /** Cancellation and progress are shared by every layer and the race engine, so they may need nothing else. */
    private static final ArchRule COMMON_JDK_ONLY = classes()
            .that().resideInAPackage("cubelab.common..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "cubelab.common..")
            .because("cubelab.common is used by the race engine, which depends on the JDK only");

    /**
     * Every {@code native} method is declared in {@code cubelab.nativecode}, whose classes the C
     * entry points are named after ({@code Java_cubelab_nativecode_...}): the loading, the dimension
     * check and each call into C in one place, the Java adapters beside the tables and heuristics.
     */
    private static final ArchRule NATIVE_METHODS_IN_ONE_PACKAGE = methods()
            .that().haveModifier(JavaModifier.NATIVE)
            .should().beDeclaredInClassesThat().resideInAPackage("cubelab.nativecode..")
            .because("the boundary with the C code is one package");

    /** It takes primitive arrays, direct buffers and numbers, so it needs no cube layer and no library. */
    private static final ArchRule NATIVE_BOUNDARY_JDK_ONLY = classes()
            .that().resideInAPackage("cubelab.nativecode..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "cubelab.common..", "cubelab.nativecode..")
            .because("the C code's boundary knows no table or heuristic, only what C reads");

    private static final ArchRule NO_JAVAFX_BELOW_UI = noClasses()
            .that().resideOutsideOfPackages("cubelab.ui..", "cubelab")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..",
                    "org.kordamp.ikonli..")
            .because("only the ui layer may use JavaFX");

    /**
     * The solve layer is the one door to the engine for the window and the command line: choosing,
     * fitting, building and loading a tier, solving, benchmarks and experiments. Neither front end
     * may use the search, the tables or the coordinates directly, so the two cannot drift apart.
     */
    private static final ArchRule FRONT_ENDS_THROUGH_SOLVE = noClasses()
            .that().resideInAnyPackage("cubelab.ui..", "cubelab.cli..")
            .should().dependOnClassesThat().resideInAnyPackage("cubelab.search..", "cubelab.tables..",
                    "cubelab.coord..", "cubelab.nativecode..")
            .because("cubelab.solve is the engine's one door for the window and the command line");

    /** The race engine's packages; nothing lives beside them in {@code cubelab.race} itself. */
    private static final String[] RACE_PACKAGES_IN_ORDER = {"cubelab.race.board", "cubelab.race.heuristic",
        "cubelab.race.search", "cubelab.race.solve", "cubelab.race.fifteen", "cubelab.race.bench"};

    /** The race engine is a self-contained sibling of the cube: the JDK and {@code cubelab.common} only. */
    private static final ArchRule RACE_ENGINE_JDK_ONLY = classes()
            .that().resideInAPackage("cubelab.race..").and().resideOutsideOfPackage("cubelab.race.bench..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "cubelab.common..", "cubelab.race..")
            .because("the race engine uses no JavaFX, no cube layer and no library");

    /** The experiments write their CSV with Commons CSV, as the cube's Lab does, and use nothing else beyond the JDK. */
    private static final ArchRule RACE_EXPERIMENTS_JDK_AND_CSV_ONLY = classes()
            .that().resideInAPackage("cubelab.race.bench..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "cubelab.common..", "cubelab.race..",
                    "org.apache.commons.csv..")
            .because("the race experiments are part of the JDK-only race engine but for their CSV");

    private static final ArchRule RACE_PACKAGES = classes()
            .that().resideInAPackage("cubelab.race..").and().doNotHaveSimpleName("package-info")
            .should().resideInAnyPackage(RACE_PACKAGES_IN_ORDER)
            .because("each race class belongs to one concept, and the order below holds only for those packages");

    /**
     * Inside the race engine: board ← heuristic ← search ← solve | fifteen ← bench. The board knows no
     * bound, the bounds know no search, the generic searches know neither Rubik's Race's hints nor the
     * 15-puzzle, and only the experiments use the hints. No layer may be empty, so a misspelt
     * package cannot make the rule hold by holding nothing.
     */
    private static final ArchRule RACE_LAYERS = layeredArchitecture()
            .consideringOnlyDependenciesInLayers()
            .layer("Board").definedBy("cubelab.race.board..")
            .layer("Heuristic").definedBy("cubelab.race.heuristic..")
            .layer("Search").definedBy("cubelab.race.search..")
            .layer("RaceSolve").definedBy("cubelab.race.solve..")
            .layer("Fifteen").definedBy("cubelab.race.fifteen..")
            .layer("Bench").definedBy("cubelab.race.bench..")
            .whereLayer("Board").mayNotAccessAnyLayer()
            .whereLayer("Heuristic").mayOnlyAccessLayers("Board")
            .whereLayer("Search").mayOnlyAccessLayers("Board", "Heuristic")
            .whereLayer("RaceSolve").mayOnlyAccessLayers("Board", "Heuristic", "Search")
            .whereLayer("Fifteen").mayOnlyAccessLayers("Board", "Heuristic", "Search")
            .whereLayer("Bench").mayOnlyAccessLayers("Board", "Heuristic", "Search", "RaceSolve");

    private static final ArchRule RACE_NO_CYCLES = slices().matching("cubelab.race.(**)").should().beFreeOfCycles();

    private static final ArchRule NO_CYCLES = slices().matching("cubelab.(*)..").should().beFreeOfCycles();

    /** Every package on its own: cli and cli.race, ui and ui.lab, ui and ui.tables, solve and solve.tier. */
    private static final ArchRule NO_SUB_PACKAGE_CYCLES = slices().matching("cubelab.(**)").should().beFreeOfCycles();
}
