package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

@Tag("heavy")
class CliCommandsTest {

    @TempDir
    Path tables;

    record Run(int exit, String out, String err) {
    }

    static Run run(Callable<Integer> command, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine line = new CommandLine(command);
        line.setOut(new PrintWriter(out, true));
        line.setErr(new PrintWriter(err, true));
        int exit = line.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    private static void assertSolves(String scramble, String solution) {
        FaceletCube cube = FaceletCube.SOLVED.apply(Algorithm.parse(scramble)).apply(Algorithm.parse(solution));
        assertThat(cube).isEqualTo(FaceletCube.SOLVED);
    }

    @Test
    void solvesAScrambleAndFaceletsOptimally() {
        Run run = run(new SolveCommand(), "--scramble", "R U F' D2 L", "--tier", "tiny", "--tables", tables.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        String solution = run.out().strip();
        assertSolves("R U F' D2 L", solution);
        assertThat(Algorithm.parse(solution).size()).isEqualTo(5);

        String facelets = FaceletCube.SOLVED.apply(Algorithm.parse("F2 B' U R'")).toString();
        run = run(new SolveCommand(), facelets, "--tier", "tiny", "--tables", tables.toString(), "--json");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("\"length\":4").contains("\"solution\":\"");
    }

    @Test
    void batchKeepsInputOrder() throws Exception {
        Path batch = tables.resolve("cubes.txt");
        List<String> scrambles = List.of("R U R' U'", "F2", "L D' B2 U2 R'");
        Files.write(batch, List.of(scrambles.get(0),
                FaceletCube.SOLVED.apply(Algorithm.parse(scrambles.get(1))).toString(), scrambles.get(2)));
        Run run = run(new SolveCommand(), "--batch", batch.toString(), "--tier", "tiny", "--tables", tables.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(3);
        int[] lengths = {4, 1, 5};
        for (int i = 0; i < 3; i++) {
            String[] fields = lines.get(i).split("\t");
            assertThat(fields).hasSize(3);
            assertThat(Integer.parseInt(fields[0])).isEqualTo(lengths[i]);
            assertThat(Double.parseDouble(fields[1])).isNotNegative();
            assertSolves(scrambles.get(i), fields[2]);
        }
    }

    @Test
    void exitCodesFollowTheContract() {
        String twisted = twistedCorner();
        Run invalid = run(new SolveCommand(), twisted, "--tier", "none");
        assertThat(invalid.exit()).isEqualTo(3);
        assertThat(invalid.err()).startsWith("CORNER_TWIST:");

        Run notation = run(new SolveCommand(), "--scramble", "R Q2", "--tier", "none");
        assertThat(notation.exit()).isEqualTo(2);
        assertThat(notation.err()).contains("index 2");

        Run usage = run(new SolveCommand(), "--tier", "none");
        assertThat(usage.exit()).isEqualTo(2);

        int[] flips = new int[12];
        Arrays.fill(flips, 1);
        String superflip = FaceletCube.fromCubieCube(CubieCube.of(CubieCube.SOLVED.cornerPermutation(),
                CubieCube.SOLVED.cornerTwists(), CubieCube.SOLVED.edgePermutation(), flips)).toString();
        Run timeout = run(new SolveCommand(), superflip, "--tier", "manhattan", "--timeout", "0.5");
        assertThat(timeout.exit()).isEqualTo(4);
        assertThat(timeout.err()).startsWith("TIMEOUT");
    }

    @Test
    void pdbBuildVerifyListAndACorruptByte() throws Exception {
        String dir = tables.toString();
        Run build = run(new PdbCommand(), "build", "--tier", "tiny", "--tables", dir);
        assertThat(build.exit()).as(build.err()).isZero();
        assertThat(build.err()).contains("depth");
        assertThat(run(new PdbCommand(), "verify", "--tier", "tiny", "--tables", dir).exit()).isZero();
        Run list = run(new PdbCommand(), "list", "--tier", "tiny", "--tables", dir);
        assertThat(list.exit()).isZero();
        assertThat(list.out()).contains("edges4-UR-UF-UL-UB");

        Path file = tables.resolve("edges4-DR-DF-DL-DB.v1.pdb");
        try (RandomAccessFile raw = new RandomAccessFile(file.toFile(), "rw")) {
            raw.seek(raw.length() - 10);
            int value = raw.read();
            raw.seek(raw.length() - 10);
            raw.write(value ^ 1);
        }
        Run verify = run(new PdbCommand(), "verify", "--tier", "tiny", "--tables", dir);
        assertThat(verify.exit()).isNotZero();
        assertThat(verify.err()).contains(file.toString()).contains("corrupt");

        Run solve = run(new SolveCommand(), "--scramble", "U R", "--tier", "tiny", "--tables", dir);
        assertThat(solve.exit()).isZero();
        assertThat(solve.err()).contains("corrupt").contains("building");
        assertThat(run(new PdbCommand(), "verify", "--tier", "tiny", "--tables", dir).exit()).isZero();
    }

    @Test
    void benchReportsAnIteration() {
        Run run = run(new BenchCommand(), "--tier", "tiny", "--tables", tables.toString(), "--depth", "7",
                "--threads", "2", "--single", "--solve", "2", "--length", "5");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("iteration depth 7, 1 thread(s)").contains("iteration depth 7, 2 thread(s)")
                .contains("replay ok").doesNotContain("FAILED");
    }

    private static String twistedCorner() {
        int[] twists = new int[8];
        twists[0] = 1;
        return FaceletCube.fromCubieCube(CubieCube.of(CubieCube.SOLVED.cornerPermutation(), twists,
                CubieCube.SOLVED.edgePermutation(), CubieCube.SOLVED.edgeFlips())).toString();
    }
}
