package cubelab.race.search;

/** A search over a {@link SearchProblem}. Instances may hold scratch memory: one search at a time. */
public interface SearchAlgorithm {
    RaceSearchResult search(SearchProblem problem, SearchLimits limits);
}
