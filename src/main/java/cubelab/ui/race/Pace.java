package cubelab.ui.race;

import java.time.Duration;

/** How fast the computer plays its optimal solution in a race. */
enum Pace {
    EASY("Easy", "a move every 2 s", Duration.ofMillis(2000)),
    NORMAL("Normal", "a move a second", Duration.ofMillis(1000)),
    HARD("Hard", "two moves a second", Duration.ofMillis(500));

    /** The pace list's tooltip: every pace with its speed. */
    static final String EXPLAINED = "How fast the computer plays: easy, a move every 2 s; normal, a move a second;"
            + " hard, two moves a second";

    private final String label;
    private final String speed;
    private final Duration interval;

    Pace(String label, String speed, Duration interval) {
        this.label = label;
        this.speed = speed;
        this.interval = interval;
    }

    /** "a move a second". */
    String speed() {
        return speed;
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
