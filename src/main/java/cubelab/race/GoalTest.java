package cubelab.race;

/** Whether a position is a goal; must not allocate. */
@FunctionalInterface
interface GoalTest {
    boolean isGoal(byte[] cells);
}
