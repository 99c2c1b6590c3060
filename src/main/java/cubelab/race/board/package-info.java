/**
 * The n×n sliding board shared by Rubik's Race and the numbered puzzles.
 *
 * <ul>
 * <li>Positions: {@link cubelab.race.board.Board} (n×n, six colours, one blank; tile-count rule and
 *   solvability argument in its comment), {@link cubelab.race.board.Target} (the (n−2)² centre
 *   pattern, dice roller), {@link cubelab.race.board.TileColor}, random starts
 *   ({@link cubelab.race.board.Scramblers}).</li>
 * <li>Moves: {@link cubelab.race.board.TileMove} names the pushed tile's cell ({@code c2});
 *   {@link cubelab.race.board.Metric} TILE or PUSH; {@link cubelab.race.board.GridMoves} generates
 *   and applies them on byte arrays for the searches and the tables.</li>
 * <li>Errors: text is {@link cubelab.race.board.TileNotationException} with the character index
 *   ({@link cubelab.race.board.CellText}); illegal positions are
 *   {@link cubelab.race.board.InvalidBoardException} with a {@link cubelab.race.board.BoardDefect};
 *   a move the blank cannot make is {@link cubelab.race.board.IllegalMoveException}.</li>
 * </ul>
 */
package cubelab.race.board;
