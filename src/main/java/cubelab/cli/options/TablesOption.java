package cubelab.cli.options;

import cubelab.solve.tier.TableLocation;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --tables DIR}, shared by every command that reads or builds tables. */
public final class TablesOption {
    @Option(names = "--tables", paramLabel = "DIR", description = "Table directory (default pdb/ or the user data directory).")
    public Path tables;

    /** The directory given, or the default one. */
    public TableLocation location() {
        return TableLocation.at(tables);
    }
}
