package cubelab.ui.race;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.race.board.Board;
import cubelab.race.board.Target;
import cubelab.race.board.TileColor;
import org.junit.jupiter.api.Test;

/** The editor's model reports the engine's own defects. */
class BoardEditorTest {

    private final BoardEditor editor = new BoardEditor(RaceGameTest.BOARD, RaceGameTest.TARGET);

    @Test
    void anUntouchedCopyIsValid() {
        BoardEditor.Validation validation = editor.validate();
        assertThat(validation.ok()).isTrue();
        assertThat(validation.board()).isEqualTo(RaceGameTest.BOARD);
        assertThat(validation.target()).isEqualTo(RaceGameTest.TARGET);
    }

    @Test
    void wrongCountsNameTheColour() {
        editor.paintBoard(0, 0, TileColor.BLUE);
        BoardEditor.Validation validation = editor.validate();
        assertThat(validation.ok()).isFalse();
        assertThat(validation.problem()).startsWith("Board: TILE_COUNT").contains("W has 3 tiles");
        assertThat(editor.counts()[TileColor.BLUE.code()]).isEqualTo(5);
        editor.paintBoard(0, 0, TileColor.WHITE);
        assertThat(editor.validate().ok()).isTrue();
    }

    @Test
    void twoBlanksAreABlankCountDefect() {
        editor.paintBoard(0, 0, null);
        assertThat(editor.validate().problem()).contains("BLANK_COUNT").contains("a1").contains("d4");
    }

    @Test
    void theTargetIsCheckedToo() {
        editor.paintTarget(1, 0, TileColor.WHITE);
        editor.paintTarget(1, 1, TileColor.WHITE);
        assertThat(editor.validate().problem()).startsWith("Target: TARGET_COLOR_COUNT").contains("W appears 5 times");
        editor.paintTarget(1, 1, null);
        assertThat(editor.targetColor(1, 1)).as("the target has no blank").isEqualTo(TileColor.WHITE);
    }

    @Test
    void copyingAPhysicalBoardFromScratch() {
        Board physical = Board.parse("BGROY/WBGRO/YW.BG/ROYWB/GROYW");
        editor.clearBoard();
        assertThat(editor.validate().problem()).contains("BLANK_COUNT");
        for (int row = 0; row < 5; row++) {
            for (int column = 0; column < 5; column++) {
                editor.paintBoard(row, column, physical.colorAt(row, column));
            }
        }
        assertThat(editor.validate().board()).isEqualTo(physical);
        assertThat(editor.validate().target()).isEqualTo(Target.parse("WWW/YYY/OOO"));
    }
}
