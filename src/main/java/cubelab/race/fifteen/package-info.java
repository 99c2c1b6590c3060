/**
 * The numbered n×n sliding puzzles (8-puzzle, 15-puzzle): positions with Korf's blank-top-left goal
 * ({@link cubelab.race.fifteen.NumberedPuzzle}), Korf's 100 instances
 * ({@link cubelab.race.fifteen.KorfInstances}), and their bounds: Manhattan distance and additive
 * pattern databases ({@link cubelab.race.fifteen.TilePatternDatabase}, the 6-6-3 partition of
 * {@link cubelab.race.fifteen.PuzzlePatterns}) with the reflected lookup
 * ({@link cubelab.race.fifteen.PuzzleHeuristic}), kept on disk by
 * {@link cubelab.race.fifteen.PuzzleTableStore}.
 */
package cubelab.race.fifteen;
