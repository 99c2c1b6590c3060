/**
 * Rubik's Race solved: {@link cubelab.race.solve.RaceProblems} turns a board, a target, a metric and
 * a bound into a search problem, and {@link cubelab.race.solve.RaceHints} gives the next move of an
 * optimal solution within a budget, or a bounded search's move labelled not proven optimal
 * ({@link cubelab.race.solve.Hint}).
 */
package cubelab.race.solve;
