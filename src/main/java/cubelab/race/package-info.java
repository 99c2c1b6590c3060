/**
 * Rubik's Race and the classic sliding puzzles: a self-contained engine that uses the JDK and
 * {@code cubelab.common} only (no JavaFX, no cube layer). Its packages, each using only those
 * before it:
 *
 * <ol>
 * <li>{@link cubelab.race.board}: the n×n sliding board: positions, tiles, moves, metrics, targets,
 *   their text and their errors;</li>
 * <li>{@link cubelab.race.heuristic}: admissible bounds for Rubik's Race and the tables they read;</li>
 * <li>{@link cubelab.race.search}: the generic searches (breadth-first, A*, IDA* with its
 *   transposition table, parallel IDA*, hill climbing) over any board, goal and bound;</li>
 * <li>{@link cubelab.race.solve} (Rubik's Race: problems and optimal hints) and
 *   {@link cubelab.race.fifteen} (the 8- and 15-puzzles and their pattern databases), side by side;</li>
 * <li>{@link cubelab.race.bench}: the experiments and their CSV.</li>
 * </ol>
 *
 * <p>The window's Race tab and the command line's {@code race} and {@code puzzle} commands use them;
 * an ArchUnit test holds the order, the JDK-only rule and the absence of cycles.
 */
package cubelab.race;
