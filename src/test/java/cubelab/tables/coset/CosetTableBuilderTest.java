package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.coord.coset.UDSymmetries;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import cubelab.tables.TableFileException;
import java.nio.channels.FileChannel;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CosetTableBuilderTest {

    private static CosetCoordinates coordinates;
    private static CornerClasses classes;
    @TempDir
    static Path directory;
    private static CosetTable table;
    private static long[] distribution;
    private static String checksum;

    @BeforeAll
    static void build() throws Exception {
        coordinates = new CosetCoordinates();
        classes = new CornerClasses(coordinates);
        Path file = directory.resolve(CosetTableFile.fileName(CosetTableSpec.named(System.getProperty("spec", "coset-eo0"))));
        long start = System.nanoTime();
        checksum = new CosetTableBuilder(CosetTableSpec.named(System.getProperty("spec", "coset-eo0")), coordinates, classes, 2).build(file, progress -> {
            if (progress.passFraction() == 1.0) {
                System.out.printf("pass %d %s done at %.2f s%n", progress.pass(), progress.description(), progress.elapsedSeconds());
            }
        });
        System.out.printf("tiny build %.2f s%n", (System.nanoTime() - start) / 1e9);
        CosetTableFile.Loaded loaded = CosetTableFile.load(file, CosetTableSpec.named(System.getProperty("spec", "coset-eo0")));
        table = loaded.table();
        distribution = loaded.distribution();
        System.out.println(Arrays.toString(distribution));
    }

    private static int value(CubieCube cube) {
        int raw = CosetCoordinates.twistOf(cube) * CosetCoordinates.CORNER_SETS + CosetCoordinates.cornerSetOf(cube);
        int classAndSymmetry = classes.classAndSymmetry(raw);
        int s = classAndSymmetry & 15;
        int slice = CosetCoordinates.sliceSortedOf(cube);
        EdgeIndexer indexer = new EdgeIndexer(table.spec());
        int place = indexer.index(coordinates.flipConjugate(s, CosetCoordinates.flipOf(cube), slice),
                coordinates.sliceSortedConjugate(s, slice));
        return table.distance(classAndSymmetry >>> 4, place);
    }

    @Test
    void distributionCoversEveryEntryOnce() {
        long total = Arrays.stream(distribution).sum();
        assertThat(total).isEqualTo(CosetTableSpec.named(System.getProperty("spec", "coset-eo0")).entries());
        assertThat(distribution[0]).isPositive();
    }

    @Test
    void symmetricCubesReadTheSameValue() {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(9));
        for (int i = 0; i < 500; i++) {
            CubieCube cube = scrambler.next();
            int expected = value(cube);
            for (int s = 0; s < UDSymmetries.COUNT; s++) {
                assertThat(value(UDSymmetries.conjugate(s, cube))).isEqualTo(expected);
            }
        }
    }

    @Test
    void boundsNeverExceedTheScrambleLengthAndChangeByAtMostOnePerTurn() {
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(10));
        for (int i = 0; i < 300; i++) {
            List<FaceTurn> turns = scrambler.next(1 + i % 12);
            CubieCube cube = CubieCube.SOLVED;
            int previous = 0;
            int exactBefore = 0;
            for (FaceTurn turn : turns) {
                cube = cube.apply(turn);
                int value = value(cube);
                assertThat(value).isLessThanOrEqualTo(turns.size());
                previous = value;
            }
            assertThat(previous).isLessThanOrEqualTo(turns.size());
            assertThat(exactBefore).isZero();
        }
        assertThat(value(CubieCube.SOLVED)).isZero();
    }
}
