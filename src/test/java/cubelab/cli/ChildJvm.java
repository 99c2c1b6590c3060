package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** The command line in a JVM of its own, for what is fixed once per JVM (the native library's switch). */
public record ChildJvm(int exit, String out, String err) {

    /** Runs {@code cubelab.Launcher} with the test's class path, extra JVM options and environment. */
    public static ChildJvm run(List<String> jvmOptions, Map<String, String> environment, String... args)
            throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-Xss4m", "-cp", System.getProperty("java.class.path")));
        command.addAll(jvmOptions);
        command.add("cubelab.Launcher");
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().putAll(environment);
        Process child = builder.start();
        child.getOutputStream().close();
        // stderr on its own thread: a chatty table build must not block the child on a full pipe
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> {
            try {
                return new String(child.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "(stderr unreadable: " + e.getMessage() + ")";
            }
        });
        String out = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(child.waitFor(10, TimeUnit.MINUTES)).as("the child JVM ended").isTrue();
        return new ChildJvm(child.exitValue(), out, err.join());
    }

    /** Each line of standard output, checked to take the scrambled cube back to solved. */
    List<String> solutionsOf(String scramble) throws Exception {
        FaceletCube scrambled = FaceletCube.SOLVED.apply(Algorithm.parse(scramble));
        List<String> solutions = out.lines().filter(line -> !line.isBlank()).sorted().toList();
        for (String solution : solutions) {
            assertThat(scrambled.apply(Algorithm.parse(solution))).as(solution + " solves " + scramble)
                    .isEqualTo(FaceletCube.SOLVED);
        }
        return solutions;
    }
}
