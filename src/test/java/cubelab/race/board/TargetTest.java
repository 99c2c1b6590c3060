package cubelab.race.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TargetTest {
    @Test
    void parsesTheCentrePatternAndMapsItOntoTheBoard() {
        Target target = Target.parse("WYO/RGB/WWW");
        assertThat(target.boardSize()).isEqualTo(5);
        assertThat(target.codeAt(6)).isEqualTo(TileColor.WHITE.code());
        assertThat(target.codeAt(18)).isEqualTo(TileColor.WHITE.code());
        assertThat(target.codeAt(0)).isZero();
        assertThat(target.colorAt(1, 2)).isEqualTo(TileColor.BLUE);
        assertThat(target.toString()).isEqualTo("WYORGBWWW");
    }

    @Test
    void rejectsBlanksBadLettersAndTooManyOfAColour() {
        assertThatThrownBy(() -> Target.parse("WYO.GBWWW"))
                .isInstanceOfSatisfying(TileNotationException.class, e -> assertThat(e.index()).isEqualTo(3));
        assertThatThrownBy(() -> Target.parse("WWWWWYYYY"))
                .isInstanceOfSatisfying(InvalidBoardException.class,
                        e -> assertThat(e.defect()).isEqualTo(BoardDefect.TARGET_COLOR_COUNT));
        assertThatThrownBy(() -> Target.parse("WWWWWYYY")).hasMessageStartingWith("SIZE:");
    }

    @Test
    void diceRollsAreSeededAndNeverAskForMoreTilesThanExist() {
        SplittableRandom random = new SplittableRandom(1);
        for (int roll = 0; roll < 2000; roll++) {
            int size = 3 + roll % 5;
            Target target = Target.rollDice(size, random);
            assertThat(target.boardSize()).isEqualTo(size);
        }
        assertThat(Target.rollDice(5, new SplittableRandom(42))).isEqualTo(Target.rollDice(5, new SplittableRandom(42)));
    }

    @Test
    void diceAreUniformOverColours() {
        SplittableRandom random = new SplittableRandom(3);
        int[] counts = new int[7];
        for (int roll = 0; roll < 6000; roll++) {
            Target target = Target.rollDice(5, random);
            for (int cell = 0; cell < 25; cell++) {
                counts[target.codeAt(cell)]++;
            }
        }
        for (int code = 1; code <= 6; code++) {
            assertThat(counts[code]).isBetween(8000, 10000); // 54000 dice / 6 = 9000
        }
    }
}
