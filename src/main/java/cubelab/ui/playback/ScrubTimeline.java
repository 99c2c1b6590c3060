package cubelab.ui.playback;

import cubelab.notation.Algorithm;
import cubelab.ui.cube.CubeView3D;
import cubelab.ui.session.CubeSession;
import cubelab.ui.session.CubeSession.Origin;
import javafx.scene.control.Slider;
import javafx.scene.control.Tooltip;

/**
 * A slider over the solution, from 0 (the start) to its length (the end), as twisty-player has:
 * dragging it shows the cube at that point at once, mid-turn included. At 3.4 the cube is the
 * state after three moves with the fourth move's layer turned 40 % of the way (the 3D view holds
 * its turn animation at that angle). The playback moves to the whole move below, so the step
 * buttons and autoplay go on from there; they move the slider in turn. FX thread only.
 */
public final class ScrubTimeline {

    private final Playback playback;
    private final CubeSession session;
    private final CubeView3D cube3d;
    private final Runnable pause;
    private final Slider slider = new Slider(0, 0, 0);
    /** True while the slider follows the playback, so its change is not taken for a drag. */
    private boolean following;
    /** True while a drag moves the playback: the slider keeps the fractional point it was dragged to. */
    private boolean scrubbing;

    /** @param pause stops autoplay as the user takes the slider */
    public ScrubTimeline(Playback playback, CubeSession session, CubeView3D cube3d, Runnable pause) {
        this.playback = playback;
        this.session = session;
        this.cube3d = cube3d;
        this.pause = pause;
        slider.setId("timeline");
        slider.getStyleClass().add("timeline");
        slider.setFocusTraversable(false); // the window's keys step the playback; the slider never takes them
        slider.setTooltip(new Tooltip("Drag to any point of the solution, mid-turn included"));
        slider.setAccessibleText("solution timeline, in moves");
        slider.setMajorTickUnit(1);
        slider.setMinorTickCount(0);
        slider.setBlockIncrement(1);
        slider.setMaxWidth(Double.MAX_VALUE);
        playback.solutionProperty().addListener((o, was, solution) -> follow(solution, playback.getPosition()));
        playback.positionProperty().addListener((o, was, position) -> follow(playback.getSolution(), position.intValue()));
        playback.loadedProperty().addListener((o, was, loaded) -> follow(playback.getSolution(), playback.getPosition()));
        slider.valueProperty().addListener((o, was, value) -> {
            if (!following) {
                scrubTo(value.doubleValue());
            }
        });
        follow(playback.getSolution(), 0);
    }

    public Slider slider() {
        return slider;
    }

    /** Shows the cube at {@code position} moves into the solution (fractional: mid-turn). */
    public void scrubTo(double position) {
        if (!playback.isLoaded()) {
            return;
        }
        pause.run();
        double clamped = Math.max(0, Math.min(playback.length(), position));
        int whole = (int) Math.floor(clamped);
        double fraction = clamped - whole;
        following = true;
        scrubbing = true;
        try {
            if (whole != playback.getPosition() || !session.getCube().equals(playback.cubeAt(whole))) {
                session.jump(playback.seek(whole), Origin.PLAYBACK);
            }
            if (slider.getValue() != clamped) {
                slider.setValue(clamped);
            }
        } finally {
            following = false;
            scrubbing = false;
        }
        cube3d.showPartialTurn(playback.cubeAt(whole), whole < playback.length()
                ? playback.getSolution().get(whole) : null, fraction);
    }

    private void follow(Algorithm solution, int position) {
        following = true;
        try {
            slider.setMax(Math.max(0, solution.size()));
            if (!scrubbing) {
                slider.setValue(position);
            }
            slider.setDisable(!playback.isLoaded() || solution.isEmpty());
        } finally {
            following = false;
        }
    }
}
