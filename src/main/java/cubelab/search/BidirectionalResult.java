package cubelab.search;

import cubelab.notation.Algorithm;

/**
 * What a bidirectional A* run found: the solution (null unless {@code status} is SOLVED), the
 * forward part's length, nodes expanded and generated, re-openings, the largest OPEN list and
 * the time taken.
 */
public record BidirectionalResult(SearchResult.Status status, Algorithm solution, int forwardLength,
        long expanded, long generated, long reopened, int peakOpen, double elapsedSeconds) {

    public boolean solved() {
        return status == SearchResult.Status.SOLVED;
    }
}
