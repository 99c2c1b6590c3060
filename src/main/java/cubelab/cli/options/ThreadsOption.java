package cubelab.cli.options;

import picocli.CommandLine.Option;

/** {@code --threads N}, shared by every command that searches or builds. */
public final class ThreadsOption {
    @Option(names = "--threads", converter = OptionRanges.Threads.class,
            description = "Search threads, 1 to 256 (default: all cores).")
    public int threads = Runtime.getRuntime().availableProcessors();
}
