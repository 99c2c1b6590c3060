package cubelab.race.solve;

import cubelab.race.board.Board;
import cubelab.race.board.BoardDefect;
import cubelab.race.board.GridMoves;
import cubelab.race.board.InvalidBoardException;
import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import cubelab.race.heuristic.RaceHeuristicKind;
import cubelab.race.heuristic.TileHeuristic;
import cubelab.race.search.GoalTest;
import cubelab.race.search.SearchProblem;

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
        GoalTest showsTarget = target::isSatisfiedBy;
        return new SearchProblem(new GridMoves(board.size()), board.cells(), showsTarget, heuristic, metric);
    }
}
