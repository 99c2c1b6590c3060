package cubelab.race.search;

/** Whether a position is a goal; must not allocate. */
@FunctionalInterface
public interface GoalTest {
    boolean isGoal(byte[] cells);
}
