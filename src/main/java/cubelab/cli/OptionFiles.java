package cubelab.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/** Checks on a file an option names, made before it is opened so the message names the option. */
final class OptionFiles {

    private OptionFiles() {
    }

    /**
     * @throws UserException (exit 2) when the file is missing, a directory, a pipe or other special
     *                       file (reading one could block), or unreadable
     */
    static void requireReadableFile(Path file, String option) {
        if (!Files.exists(file)) {
            throw new UserException(ExitCodes.USAGE, option + " " + file + ": no such file");
        }
        if (Files.isDirectory(file)) {
            throw new UserException(ExitCodes.USAGE, option + " " + file + ": is a directory, not a file");
        }
        if (!Files.isRegularFile(file)) {
            throw new UserException(ExitCodes.USAGE, option + " " + file + ": not a regular file");
        }
        if (!Files.isReadable(file)) {
            throw new UserException(ExitCodes.USAGE, option + " " + file + ": not readable (permission denied)");
        }
    }
}
