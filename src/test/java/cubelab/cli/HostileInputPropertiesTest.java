package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import cubelab.race.board.TileMove;
import cubelab.race.fifteen.NumberedPuzzle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import net.jqwik.api.constraints.StringLength;
import net.jqwik.api.statistics.Statistics;

/**
 * Random and near-valid input to the command line, in-process: whatever comes in, the exit code
 * is one of 0, 2, 3 or 4, no Java internals reach the user, and every answer given with exit 0
 * takes its input to solved. Tries are few and searches short, to keep this near a minute.
 */
@Tag("heavy")
class HostileInputPropertiesTest {

    private static final String FACE_LETTERS = "URFDLB";
    private static final String SEARCH_LIMITS_TIMEOUT = "0.3";

    private static void assertCleanExit(CliRunner run) {
        Statistics.label("exit code").collect(run.exitCode());
        assertThat(run.exitCode()).as(run.err()).isIn(0, 2, 3, 4);
        assertThat(run.all()).doesNotContainPattern(CliRunner.JAVA_INTERNALS);
    }

    @Property(tries = 150)
    void faceletsOfAnyTextIsAnErrorOrTheCubeItMakes(@ForAll("algorithmLike") String algorithm) throws Exception {
        CliRunner run = CliRunner.run("facelets", algorithm);
        assertCleanExit(run);
        if (run.exitCode() == 0) {
            FaceletCube shown = FaceletCube.parse(run.out().strip());
            assertThat(shown).isEqualTo(FaceletCube.SOLVED.apply(Algorithm.parse(algorithm)));
        }
    }

    @Property(tries = 150)
    void validateOfAnyTextNeverCrashes(@ForAll("faceletLike") String facelets) {
        CliRunner run = CliRunner.run("validate", facelets);
        assertCleanExit(run);
        if (run.exitCode() == 0) {
            assertThat(run.out().strip()).isEqualTo("ok");
        }
    }

    @Property(tries = 100)
    void arbitraryStringsToEveryCubeCommand(@ForAll @StringLength(max = 120) String text) {
        for (String[] args : List.of(new String[] {"facelets", text}, new String[] {"validate", text},
                new String[] {"solve", "--tier", "none", "--timeout", SEARCH_LIMITS_TIMEOUT, "--no-upper-bound", text},
                new String[] {"solve", "--tier", "none", "--timeout", SEARCH_LIMITS_TIMEOUT, "--no-upper-bound",
                    "--scramble", text})) {
            assertCleanExit(CliRunner.run(args));
        }
    }

    @Property(tries = 20)
    void solveBatchOfRandomBytesAndNearValidLines(@ForAll("batchFiles") byte[] content) throws Exception {
        Path file = Files.createTempFile("hostile", ".txt");
        try {
            Files.write(file, content);
            CliRunner run = CliRunner.run("solve", "--batch", file.toString(), "--tier", "manhattan",
                    "--timeout", SEARCH_LIMITS_TIMEOUT, "--no-upper-bound");
            assertCleanExit(run);
            List<BatchFile.Line> lines = BatchFile.read(file);
            List<String> answers = run.out().lines().toList();
            assertThat(answers).hasSize(lines.size());
            for (int i = 0; i < answers.size(); i++) {
                String[] fields = answers.get(i).split("\t", -1);
                if (!fields[0].equals("-1")) {
                    CubieCube cube = CubeInput.read(lines.get(i).text());
                    assertThat(FaceletCube.fromCubieCube(cube).apply(Algorithm.parse(fields[2])))
                            .as("line %d: %s", lines.get(i).number(), lines.get(i).text()).isEqualTo(FaceletCube.SOLVED);
                    assertThat(Algorithm.parse(fields[2]).size()).isEqualTo(Integer.parseInt(fields[0]));
                }
            }
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Property(tries = 60)
    void raceSolveOfNearValidBoards(@ForAll("raceBoards") String board, @ForAll("raceTargets") String target) {
        CliRunner run = CliRunner.run("race", "solve", "--board", board, "--target", target, "--timeout",
                SEARCH_LIMITS_TIMEOUT);
        assertCleanExit(run);
        if (run.exitCode() == 0) {
            List<TileMove> moves = TileMove.parseSequence(run.out().strip());
            assertThat(Board.parse(board).apply(moves, Metric.TILE).satisfies(Target.parse(target))).isTrue();
        }
    }

    @Property(tries = 60)
    void puzzleSolveOfNearValidTiles(@ForAll("tileLists") String tiles) {
        CliRunner run = CliRunner.run("puzzle", "solve", "--tiles", tiles, "--heuristic", "manhattan", "--timeout",
                SEARCH_LIMITS_TIMEOUT);
        assertCleanExit(run);
        if (run.exitCode() == 0) {
            List<TileMove> moves = TileMove.parseSequence(run.out().strip());
            assertThat(NumberedPuzzle.parse(tiles).apply(moves, Metric.TILE).isGoal()).isTrue();
        }
    }

    /** Move tokens, good and bad, with parentheses, repeats, primes and stray characters. */
    @Provide
    Arbitrary<String> algorithmLike() {
        Arbitrary<String> token = Arbitraries.of("R", "U'", "F2", "L2'", "D3", "B", "Rw", "r", "M", "E'", "S2", "x",
                "y'", "z2", "(", ")", "(R U)3", ")9999", "Q", "R22", "'", "2", "w", " ", "\t", "\u2019", "é", "\u0000",
                "((((((((((", "))))");
        return token.list().ofMaxSize(40).map(tokens -> String.join("", tokens));
    }

    /** Valid facelets of a scramble, then damaged: letters dropped, added, swapped, lower-cased or spaced. */
    @Provide
    Arbitrary<String> faceletLike() {
        Arbitrary<String> valid = Arbitraries.of("R", "U", "F", "L", "D", "B", "R'", "U2", "F'", "B2").list()
                .ofMaxSize(8).map(moves -> FaceletCube.SOLVED.apply(Algorithm.parse(String.join(" ", moves))).toString());
        return Combinators.combine(valid, Arbitraries.integers().between(0, 53), Arbitraries.integers().between(0, 6),
                Arbitraries.chars().with(FACE_LETTERS + "urfdlbX \t\u00e9")).as(HostileInputPropertiesTest::damage);
    }

    private static String damage(String facelets, int at, int how, char c) {
        return switch (how) {
            case 0 -> facelets;
            case 1 -> facelets.substring(0, at) + facelets.substring(at + 1);
            case 2 -> facelets.substring(0, at) + c + facelets.substring(at);
            case 3 -> facelets.substring(0, at) + c + facelets.substring(at + 1);
            case 4 -> facelets.toLowerCase();
            case 5 -> String.join(" ", facelets.split("(?<=\\G.{9})"));
            default -> facelets.substring(0, at) + " " + facelets.substring(at);
        };
    }

    /** Lines of every kind, joined with LF or CRLF, sometimes with a BOM or raw invalid bytes between them. */
    @Provide
    Arbitrary<byte[]> batchFiles() {
        Arbitrary<String> scramble = Arbitraries.of("R", "U", "F'", "L2", "D", "B'").list().ofMaxSize(4)
                .map(moves -> String.join(" ", moves));
        Arbitrary<byte[]> line = Arbitraries.oneOf(
                scramble.map(s -> s.getBytes(StandardCharsets.UTF_8)),
                faceletLike().map(s -> s.getBytes(StandardCharsets.UTF_8)),
                algorithmLike().map(s -> s.getBytes(StandardCharsets.UTF_8)),
                Arbitraries.of("", "# comment", "   ", "\uFEFF").map(s -> s.getBytes(StandardCharsets.UTF_8)),
                Arbitraries.bytes().array(byte[].class).ofMaxSize(30));
        return Combinators.combine(line.list().ofMaxSize(6), Arbitraries.of("\n", "\r\n")).as((lines, end) -> {
            List<Byte> bytes = new ArrayList<>();
            for (byte[] one : lines) {
                for (byte b : one) {
                    bytes.add(b);
                }
                for (byte b : end.getBytes(StandardCharsets.US_ASCII)) {
                    bytes.add(b);
                }
            }
            byte[] content = new byte[bytes.size()];
            for (int i = 0; i < content.length; i++) {
                content[i] = bytes.get(i);
            }
            return content;
        });
    }

    @Provide
    Arbitrary<String> raceBoards() {
        Arbitrary<String> near = Arbitraries.strings().withChars("WYORGB.").ofLength(25);
        Arbitrary<String> solvedish = Arbitraries.of("WWWWYYYYOOOORRRRGGGGBBBB.", "OGGRBRRBGBWOWBYR.OYYOGYWW");
        return Arbitraries.oneOf(near, solvedish, Arbitraries.strings().ofMaxLength(30),
                Arbitraries.strings().withChars("WYORGB.wx ").ofMinLength(8).ofMaxLength(50));
    }

    @Provide
    Arbitrary<String> raceTargets() {
        return Arbitraries.oneOf(Arbitraries.strings().withChars("WYORGB").ofLength(9),
                Arbitraries.of("WWRYYROOR", "BRWOORWBW"), Arbitraries.strings().ofMaxLength(12));
    }

    @Provide
    Arbitrary<String> tileLists() {
        Arbitrary<String> permutation = Arbitraries.of(9, 16).flatMap(n -> Arbitraries.shuffle(
                java.util.stream.IntStream.range(0, n).boxed().toList()))
                .map(tiles -> String.join(" ", tiles.stream().map(String::valueOf).toList()));
        Arbitrary<String> numbers = Arbitraries.integers().between(-3, 99).list().ofMaxSize(18)
                .map(tiles -> String.join(" ", tiles.stream().map(String::valueOf).toList()));
        return Arbitraries.oneOf(permutation, numbers, Arbitraries.strings().ofMaxLength(40),
                Arbitraries.of("1 2 3 4 5 6 7 8 0", "1 2 3 4 5 6 7 0 8", "99999999999999999999 1"));
    }
}
