/**
 * Rubik's Race and the classic sliding puzzles: a self-contained engine (JDK only).
 *
 * <ul>
 * <li>Positions: {@link cubelab.race.Board} (n×n, six colours, one blank; tile-count rule and
 *   solvability argument in its comment), {@link cubelab.race.Target} (the (n−2)² centre pattern,
 *   dice roller), {@link cubelab.race.NumberedPuzzle} (8-/15-puzzle, Korf's blank-top-left goal).
 *   Text errors are {@link cubelab.race.TileNotationException} with the character index; illegal
 *   positions are {@link cubelab.race.InvalidBoardException} with a {@link cubelab.race.BoardDefect}.</li>
 * <li>Moves: {@link cubelab.race.TileMove} names the pushed tile's cell ({@code c2});
 *   {@link cubelab.race.Metric} TILE or PUSH; {@link cubelab.race.GridMoves} generates and applies them
 *   on byte arrays for the searches.</li>
 * <li>Bounds: {@link cubelab.race.RaceHeuristicKind} (misplaced, nearest-tile Manhattan, per-colour
 *   assignment, and eviction = assignment plus the distance out of the centre of every unassigned
 *   centre tile, memoised per colour placement; colour tables = the largest of the colours' exact
 *   distances in {@link cubelab.race.ColourDatabase}s, with eviction), {@link cubelab.race.PuzzleHeuristic} (Manhattan,
 *   additive {@link cubelab.race.TilePatternDatabase}s). All admissible in both metrics; see the tests.</li>
 * <li>Searches, sharing {@link cubelab.race.SearchProblem}, {@link cubelab.race.SearchLimits} and
 *   {@link cubelab.race.RaceSearchResult}: breadth-first, A* tree and graph (weighted for fallbacks),
 *   IDA* with a transposition table that also learns bounds, parallel IDA*, hill climbing.</li>
 * <li>{@link cubelab.race.RaceHints}: the next move of an optimal solution within a budget, or a
 *   bounded search's move labelled not proven optimal.</li>
 * </ul>
 */
package cubelab.race;
