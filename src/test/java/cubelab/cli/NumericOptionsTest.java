package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import cubelab.cli.options.OptionRanges;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Walks the picocli model of every command: each numeric option has a range from
 * {@link OptionRanges}, its help says that range, and each is tried at 0, −1, 2^31−1, NaN and a
 * full-width digit. A value outside the range is a usage error (exit 2) naming the option,
 * reported before any work starts (so in well under the time limit), never "an internal problem".
 */
class NumericOptionsTest {

    private static final List<String> HOSTILE_VALUES = List.of("0", "-1", "2147483647", "NaN", "\uFF11");
    private static final Set<Class<?>> NUMERIC = Set.of(int.class, long.class, double.class, float.class, short.class,
            Integer.class, Long.class, Double.class, Float.class, Short.class);

    /** One model to look options up in and to parse with (picocli resets it before each parse). */
    private static final CommandLine MODEL = CubeLabCommand.newCommandLine();

    static Stream<Arguments> numericOptions() {
        List<Arguments> options = new ArrayList<>();
        collect(MODEL, new ArrayList<>(), options);
        return options.stream();
    }

    private static void collect(CommandLine command, List<String> path, List<Arguments> into) {
        for (OptionSpec option : command.getCommandSpec().options()) {
            if (isNumeric(option)) {
                into.add(Arguments.of(String.join(" ", path), option.longestName()));
            }
        }
        command.getSubcommands().forEach((name, sub) -> {
            if (!name.equals("help") && sub.getCommandSpec().name().equals(name)) {
                List<String> longer = new ArrayList<>(path);
                longer.add(name);
                collect(sub, longer, into);
            }
        });
    }

    private static boolean isNumeric(OptionSpec option) {
        Class<?> type = option.type().isArray() ? option.type().getComponentType() : option.type();
        if (List.class.isAssignableFrom(type) && option.auxiliaryTypes().length > 0) {
            type = option.auxiliaryTypes()[0];
        }
        return NUMERIC.contains(type);
    }

    private static OptionSpec find(String command, String option) {
        CommandLine line = MODEL;
        for (String name : command.split(" ")) {
            line = line.getSubcommands().get(name);
        }
        return line.getCommandSpec().findOption(option);
    }

    @Test
    void theWalkFindsTheOptionsOfEveryCommandFamily() {
        List<String> found = numericOptions().map(arguments -> arguments.get()[0] + " " + arguments.get()[1]).toList();
        assertThat(found).contains("solve --timeout", "solve --store-depth", "race scramble --count",
                "race bench --sizes", "race bench --large-size", "race solve --threads", "puzzle solve --timeout",
                "lab store --buckets", "pdb build --threads", "scramble --moves", "bench --depth");
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("numericOptions")
    void everyNumericOptionHasADocumentedRangeCheckedBeforeWork(String command, String option) {
        OptionSpec spec = find(command, option);
        assertThat(spec.converters()).as("%s %s has a converter from OptionRanges", command, option).hasSize(1);
        assertThat(spec.converters()[0]).isInstanceOf(OptionRanges.Documented.class);
        String range = ((OptionRanges.Documented) spec.converters()[0]).range();
        assertThat(String.join(" ", spec.description())).as("the help of %s %s", command, option).contains(range);
        boolean ranOne = false;
        for (String value : HOSTILE_VALUES) {
            List<String> args = new ArrayList<>(Arrays.asList(command.split(" ")));
            args.add(option);
            args.add(value);
            String refusal = refusalOfThisOption(args, spec);
            if (refusal == null) {
                assertThat(value).as("%s %s accepts only values of its range", command, option)
                        .isNotIn("NaN", "\uFF11");
                continue;
            }
            assertThat(refusal).as(String.join(" ", args)).contains("'" + option + "'")
                    .doesNotContainPattern(CliRunner.JAVA_INTERNALS);
            if (!ranOne) { // the whole command line once an option: exit code and error path
                ranOne = true;
                CliRunner run = assertTimeoutPreemptively(Duration.ofSeconds(20),
                        () -> CliRunner.run(args.toArray(String[]::new)), () -> String.join(" ", args));
                assertThat(run.exitCode()).as(String.join(" ", args) + "\n" + run.err()).isEqualTo(ExitCodes.USAGE);
                assertThat(run.err()).as(String.join(" ", args)).contains("'" + option + "'")
                        .doesNotContain("internal problem").doesNotContainPattern(CliRunner.JAVA_INTERNALS);
            }
        }
    }

    /** picocli's message when it refuses the value for this very option, else null (a missing required one aside). */
    private static String refusalOfThisOption(List<String> args, OptionSpec option) {
        try {
            MODEL.parseArgs(args.toArray(String[]::new));
            return null;
        } catch (CommandLine.ParameterException e) {
            boolean ours = option.equals(e.getArgSpec()) || e.getMessage().contains("'" + option.longestName() + "'");
            return ours ? e.getMessage() : null;
        }
    }
}
