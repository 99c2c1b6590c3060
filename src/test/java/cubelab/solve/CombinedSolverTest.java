package cubelab.solve;

import cubelab.common.Cancellation;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CombinedSolverTest {

    private static final Algorithm ANSWER = Algorithm.parse("R U");

    private static final CubeSolver FAST = new CubeSolver() {
        @Override
        public String name() {
            return "Two-phase";
        }

        @Override
        public Availability availability() {
            return new Availability(true, "instant");
        }

        @Override
        public SolveResult solve(CubieCube cube, ProgressListener progress, Cancellation cancelled) {
            return new SolveResult(ANSWER, false, "two-phase", 1, Duration.ZERO);
        }
    };

    @Test
    void withoutOptimalTablesTheFastAnswerIsTheResultAndSaysWhy() throws Exception {
        CombinedSolver solver = new CombinedSolver(FAST, new UnavailableSolver());
        assertThat(solver.availability().ready()).isTrue();
        assertThat(solver.availability().description()).contains("not installed");
        SolveResult result = solver.solve(FaceletCube.SOLVED.toCubieCube(), ProgressListener.NONE, new Cancellation());
        assertThat(result.optimal()).isFalse();
        assertThat(result.note()).contains("not proved optimal").contains("not installed");
    }

    @Test
    void withOptimalTheFirstAnswerIsPublishedFirstAndBoundsTheSearch() throws Exception {
        List<String> events = new ArrayList<>();
        CubeSolver optimal = new CubeSolver() {
            @Override
            public String name() {
                return "Optimal";
            }

            @Override
            public Availability availability() {
                return new Availability(true, "ready");
            }

            @Override
            public SolveResult solve(CubieCube cube, ProgressListener progress, Cancellation cancelled) {
                events.add("optimal");
                return new SolveResult(Algorithm.parse("F"), true, "IDA*", 1, Duration.ZERO);
            }

            @Override
            public SolveResult solve(CubieCube cube, Algorithm known, ProgressListener progress,
                    Cancellation cancelled) {
                events.add("upper bound " + known);
                return solve(cube, progress, cancelled);
            }
        };
        SolveResult result = new CombinedSolver(FAST, optimal).solve(FaceletCube.SOLVED.toCubieCube(),
                new ProgressListener() {
                    @Override
                    public void progress(SolveProgress progress) {
                    }

                    @Override
                    public void firstAnswer(Algorithm solution, String note) {
                        events.add("first " + solution);
                    }
                }, new Cancellation());
        assertThat(events).containsExactly("first R U", "upper bound R U", "optimal");
        assertThat(result.optimal()).isTrue();
    }
}
