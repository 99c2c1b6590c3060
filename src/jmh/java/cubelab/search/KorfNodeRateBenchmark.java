package cubelab.search;

import cubelab.model.CubieCube;
import cubelab.model.RandomStateScrambler;
import cubelab.tables.BuildListener;
import cubelab.tables.PatternDatabase;
import cubelab.tables.PatternDatabaseBuilder;
import cubelab.tables.TableSpec;
import cubelab.tables.PatternDatabaseSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * IDA*'s node rate on Korf 1997's three tables: one complete iteration two moves above the
 * root's estimate for a random cube, in the native loop and in Java, on one thread and on all.
 * The {@code nodes} counter is the rate (nodes per second, with the "ops/s"-style unit JMH gives
 * auxiliary counters); the score is the time per iteration. The tables are built in memory at
 * the start of each fork, about 12 s.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xss4m", "-Xmx2g", "--enable-native-access=ALL-UNNAMED"})
public class KorfNodeRateBenchmark {

    /** Which loop searches the subtrees: {@code native} ({@link NativeKorfKernel}) or {@code java}. */
    @Param({"native", "java"})
    public String loop;

    @Param({"1", "2"})
    public int threads;

    private IdaStar search;
    private CubieCube cube;
    private int bound;

    /** Nodes generated, reported by JMH as a rate. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Nodes {
        public long nodes;
    }

    @Setup(Level.Trial)
    public void buildTables() throws InterruptedException {
        List<PatternDatabase> tables = new ArrayList<>();
        for (TableSpec spec : PatternDatabaseSet.KORF.tables()) {
            tables.add(new PatternDatabaseBuilder(Runtime.getRuntime().availableProcessors(), BuildListener.NONE)
                    .build(spec));
        }
        PatternDatabaseHeuristic heuristic = new PatternDatabaseHeuristic("korf", tables, "native".equals(loop));
        if ("native".equals(loop) && heuristic.subtreeSearch().isEmpty()) {
            throw new IllegalStateException("no native Korf kernel in this build (gcc missing at build time?)");
        }
        search = new IdaStar(heuristic, threads);
        cube = new RandomStateScrambler(new SplittableRandom(1)).next();
        int[] state = new int[heuristic.stateWidth()];
        heuristic.encode(cube, state, 0);
        bound = heuristic.estimate(state, 0) + 2;
    }

    @Benchmark
    public long completeIteration(Nodes counter) throws InterruptedException {
        long nodes = search.iteration(cube, bound, SearchOptions.defaults()).nodes();
        counter.nodes += nodes;
        return nodes;
    }
}
