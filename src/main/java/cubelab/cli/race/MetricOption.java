package cubelab.cli.race;

import cubelab.race.board.Metric;
import picocli.CommandLine.Option;

/** {@code --metric}, shared by the race and puzzle commands. */
final class MetricOption {

    @Option(names = "--metric", paramLabel = "METRIC", defaultValue = "tile", converter = RaceOptionTypes.Metrics.class,
            completionCandidates = RaceOptionTypes.Metrics.class,
            description = "how moves count: ${COMPLETION-CANDIDATES} (tile: one tile one cell; push: a run of "
                    + "tiles in the blank's row or column, the physical game; default ${DEFAULT-VALUE})")
    Metric metric;
}
