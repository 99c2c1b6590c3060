package cubelab.cli;

import picocli.CommandLine.Option;

/** {@code --threads N}, shared by every command that searches or builds. */
final class ThreadsOption {
    @Option(names = "--threads", converter = OptionRanges.Threads.class,
            description = "Search threads (default: all cores).")
    int threads = Runtime.getRuntime().availableProcessors();
}
