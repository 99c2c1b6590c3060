package cubelab.ui;

import cubelab.ui.lab.LabKind;
import cubelab.ui.lab.LabViewModel;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/**
 * Start-up switches for demos and screenshots, read once from system properties:
 * {@code -Dcubelab.startTab=race} opens on the game, {@code -Dcubelab.startTab=lab} on the
 * Algorithm Lab, where {@code -Dcubelab.labExperiment=heuristics|tables|store|solvers} picks the
 * experiment and {@code -Dcubelab.labRun=true} also starts it.
 *
 * @param startTab      {@code race}, {@code lab}, or anything else for the Cube tab
 * @param labExperiment the Lab's experiment, only read with {@code startTab=lab}
 * @param labRun        start the Lab's experiment at once (with {@code startTab=lab})
 */
record DemoSwitches(String startTab, Optional<LabKind> labExperiment, boolean labRun) {

    static DemoSwitches fromSystemProperties() {
        String startTab = System.getProperty("cubelab.startTab", "cube");
        Optional<LabKind> experiment = "lab".equals(startTab)
                ? Optional.ofNullable(System.getProperty("cubelab.labExperiment"))
                        .map(name -> LabKind.valueOf(name.toUpperCase(Locale.ROOT)))
                : Optional.empty();
        return new DemoSwitches(startTab, experiment, Boolean.getBoolean("cubelab.labRun"));
    }

    /** Selects the start tab; on the Lab, chooses and runs its experiment as asked. */
    void apply(TabPane tabs, Tab raceTab, Tab labTab, LabViewModel lab) {
        switch (startTab) {
            case "race" -> tabs.getSelectionModel().select(raceTab);
            case "lab" -> {
                tabs.getSelectionModel().select(labTab);
                labExperiment.ifPresent(lab.kindProperty()::set);
                if (labRun) {
                    lab.run();
                }
            }
            default -> {
                // the Cube tab, the TabPane's first
            }
        }
    }
}
