package cubelab.ui.race;

import java.time.Duration;

/** How fast the computer plays its optimal solution in a race. */
enum Pace {
    EASY("Easy: a move every 2 s", Duration.ofMillis(2000)),
    NORMAL("Normal: a move a second", Duration.ofMillis(1000)),
    HARD("Hard: two moves a second", Duration.ofMillis(500));

    private final String label;
    private final Duration interval;

    Pace(String label, Duration interval) {
        this.label = label;
        this.interval = interval;
    }

    /** The time between two of the computer's moves. */
    Duration interval() {
        return interval;
    }

    @Override
    public String toString() {
        return label;
    }
}
