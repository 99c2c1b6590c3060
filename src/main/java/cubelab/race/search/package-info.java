/**
 * The generic searches over a {@link cubelab.race.search.SearchProblem} (a grid, a start, a goal
 * test, a bound and a metric), for Rubik's Race and the numbered puzzles alike, sharing
 * {@link cubelab.race.search.SearchLimits} (time, nodes, cancellation, a
 * {@link cubelab.race.search.StateBudget} of memory) and {@link cubelab.race.search.RaceSearchResult}:
 * breadth-first search, A* as a tree or a graph search (weighted for fallbacks), IDA* with a
 * transposition table that also learns bounds (Reinefeld and Marsland), parallel IDA*, and hill
 * climbing, named for the command line by {@link cubelab.race.search.SearchMethod}.
 */
package cubelab.race.search;
