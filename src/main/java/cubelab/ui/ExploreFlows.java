package cubelab.ui;

import cubelab.solve.Scramble;
import cubelab.ui.cube.CubeView3D;
import cubelab.ui.panel.PlaybackPanel;
import cubelab.ui.patterns.PatternFlow;
import cubelab.ui.playback.Playback;
import cubelab.ui.playback.ScrubTimeline;
import cubelab.ui.session.CubeSession;
import cubelab.ui.solutions.AllSolutionsFlow;
import cubelab.ui.solutions.AllSolutionsPanel;
import java.util.function.Consumer;

/**
 * What the Cube tab offers for exploring solutions, beside the optimal solve: every optimal
 * solution ({@link AllSolutionsFlow} and its card), the patterns and solving to them
 * ({@link PatternFlow}), and the scrubbing timeline under playback ({@link ScrubTimeline}).
 * FX thread only.
 */
final class ExploreFlows {

    private final AllSolutionsPanel allSolutionsPanel = new AllSolutionsPanel();
    private final AllSolutionsFlow allSolutions;
    private final PatternFlow patterns;
    private final ScrubTimeline timeline;

    /**
     * @param stopOthers stops the optimal solve and pauses playback before one of these searches
     * @param showScramble puts a pattern's moves in the Scramble card
     */
    ExploreFlows(AppServices services, CubeSession session, Playback playback, PlaybackPanel playbackPanel,
            CubeView3D cube3d, Consumer<String> status, Runnable stopOthers, Runnable pause,
            Consumer<Scramble> showScramble) {
        allSolutions = new AllSolutionsFlow(services.solver(), session, playback, playbackPanel, allSolutionsPanel,
                status, stopOthers);
        timeline = new ScrubTimeline(playback, session, cube3d, pause);
        // the timeline sits above the transport buttons, the playback card's last row
        playbackPanel.getChildren().add(playbackPanel.getChildren().size() - 1, timeline.slider());
        patterns = new PatternFlow(services.solver(), session, playback, playbackPanel, status, () -> {
            stopOthers.run();
            allSolutions.stop();
        }, showScramble);
    }

    void wire() {
        allSolutions.wire();
    }

    /** Stops a listing of all optimal solutions and a solve to a pattern (Esc). */
    void stop() {
        allSolutions.stop();
        patterns.stop();
    }

    void shutdown() {
        allSolutions.shutdown();
        patterns.shutdown();
    }

    /** Listing every optimal solution (the All optimal solutions card). */
    AllSolutionsFlow allSolutions() {
        return allSolutions;
    }

    AllSolutionsPanel allSolutionsPanel() {
        return allSolutionsPanel;
    }

    /** Showing and solving to the pretty patterns (the Patterns menu). */
    PatternFlow patterns() {
        return patterns;
    }

    /** The scrubbing timeline under playback. */
    ScrubTimeline timeline() {
        return timeline;
    }
}
