package cubelab.race;

/** Builds search problems and solves Rubik's Race positions. */
public final class RaceProblems {
    private RaceProblems() {
    }

    public static SearchProblem of(Board board, Target target, Metric metric, RaceHeuristicKind heuristic) {
        return of(board, target, metric, heuristic.create(target, metric));
    }

    /** The problem with a heuristic made for {@code target} and {@code metric} (e.g. from shared tables). */
    public static SearchProblem of(Board board, Target target, Metric metric, TileHeuristic heuristic) {
        if (target.boardSize() != board.size()) {
            throw new InvalidBoardException(BoardDefect.SIZE, "the target is for a " + target.boardSize() + "x"
                    + target.boardSize() + " board, the board is " + board.size() + "x" + board.size());
        }
        return new SearchProblem(new GridMoves(board.size()), board.cells(), target::isSatisfiedBy,
                heuristic, metric);
    }
}
