package cubelab.cli.options;

import cubelab.solve.tier.TableLocation;
import java.nio.file.Path;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** {@code --tables DIR}, shared by every command that reads or builds tables. */
public final class TablesOption {
    @Option(names = "--tables", paramLabel = "DIR", converter = Directory.class,
            description = "Table directory (default pdb/ or the user data directory).")
    public Path tables;

    /** A directory name; an empty one is refused (it would mean the current directory, unasked). */
    static final class Directory implements ITypeConverter<Path> {
        @Override
        public Path convert(String value) {
            if (value.isBlank()) {
                throw new TypeConversionException("an empty name is no table directory; give one, or leave --tables"
                        + " out for the default");
            }
            return Path.of(value);
        }
    }

    /** The directory given, or the default one. */
    public TableLocation location() {
        return TableLocation.at(tables);
    }
}
