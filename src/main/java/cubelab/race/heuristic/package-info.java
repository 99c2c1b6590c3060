/**
 * Admissible bounds for Rubik's Race, and the tables they read.
 *
 * <p>{@link cubelab.race.heuristic.TileHeuristic} is the contract every search reads (a lower bound
 * that never allocates); {@link cubelab.race.heuristic.FollowingHeuristic} follows a depth-first
 * search's moves instead of reading the board at every node. {@link
 * cubelab.race.heuristic.RaceHeuristicKind} names the bounds, weakest first: misplaced, nearest-tile
 * Manhattan, per-colour assignment ({@link cubelab.race.heuristic.MinimumCostAssignment}), eviction
 * (assignment plus the way out of the centre, {@link cubelab.race.heuristic.ColourSteps}), and the
 * colour tables: per colour an exact distance in a pattern database of that colour's tiles and the
 * blank ({@link cubelab.race.heuristic.ColourDatabase}), shared across targets by symmetry
 * ({@link cubelab.race.heuristic.GridSymmetries}, {@link cubelab.race.heuristic.ColourDatabaseCache})
 * and kept for the window's hints by {@link cubelab.race.heuristic.BoundCache}. All are admissible in
 * both metrics; see the tests.
 */
package cubelab.race.heuristic;
