package cubelab.cli;

import cubelab.cli.options.StandardOutput;
import cubelab.common.Excerpt;
import cubelab.model.InvalidCubeException;
import cubelab.notation.NotationException;
import cubelab.solve.SearchGaveUpException;
import cubelab.solve.EngineFailure;
import cubelab.solve.tier.TierUnavailableException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * The one error path of the command line: every failure, whatever command it comes from, is
 * turned here into one sentence on standard error and an exit code (0 ok, 1 tables or I/O,
 * 2 usage or notation, 3 invalid cube or board, 4 search gave up). No Java class name or stack
 * trace reaches the user unless {@code --debug} or {@code CUBELAB_DEBUG=1} asks for it.
 */
final class ErrorReport implements CommandLine.IExecutionExceptionHandler, CommandLine.IParameterExceptionHandler,
        CommandLine.IExitCodeExceptionMapper {

    /** Environment variable that turns on stack traces, like {@code --debug}. */
    static final String DEBUG_VARIABLE = "CUBELAB_DEBUG";
    /** Characters shown either side of a notation error's caret: about 80 in all ({@link Excerpt}). */
    private static final int NOTATION_WINDOW = Excerpt.MAX_CHARACTERS / 2;
    /** A quoted argument in picocli's own messages, e.g. "Unmatched argument at index 0: '...'". */
    private static final Pattern QUOTED = Pattern.compile("'([^']{" + (Excerpt.MAX_CHARACTERS + 1) + ",})'");
    /** A qualified Java type name, e.g. "java.nio.file.NoSuchFileException: ", as JDK messages embed them. */
    private static final Pattern QUALIFIED_TYPE =
            Pattern.compile("\\b(?:[a-z_][\\w$]*\\.)+[A-Z][\\w$]*(?:Exception|Error)\\b:?\\s*");

    private final boolean debugFromEnvironment;

    ErrorReport(boolean debugFromEnvironment) {
        this.debugFromEnvironment = debugFromEnvironment;
    }

    static ErrorReport fromEnvironment() {
        String value = System.getenv(DEBUG_VARIABLE);
        return new ErrorReport(value != null && !value.isBlank() && !value.equals("0"));
    }

    @Override
    public int getExitCode(Throwable exception) {
        if (exception instanceof UserException user) {
            return user.exitCode();
        }
        if (exception instanceof NotationException || exception instanceof CommandLine.ParameterException) {
            return ExitCodes.USAGE;
        }
        if (exception instanceof InvalidCubeException) {
            return ExitCodes.INVALID_CUBE;
        }
        if (exception instanceof SearchGaveUpException || EngineFailure.of(exception) == EngineFailure.GAVE_UP) {
            return ExitCodes.TIMEOUT;
        }
        return ExitCodes.FAILURE;
    }

    @Override
    public int handleParseException(CommandLine.ParameterException exception, String[] args) {
        return reportUsage(exception, args != null && java.util.Arrays.asList(args).contains("--json"));
    }

    /** A usage error: one sentence, suggestions and the help hint; with {@code --json}, the JSON object too. */
    private int reportUsage(CommandLine.ParameterException exception, boolean json) {
        CommandLine commandLine = exception.getCommandLine();
        PrintWriter err = commandLine.getErr();
        String message = shortQuotes(withoutTypeNames(exception.getMessage()).replaceFirst("^Error: ", ""));
        err.println("error: " + message);
        CommandLine.UnmatchedArgumentException.printSuggestions(exception, err);
        err.println("Try '" + commandLine.getCommandSpec().qualifiedName() + " --help' for more information.");
        traceIfAsked(exception, commandLine);
        err.flush();
        if (json) {
            printJson(commandLine, message, ExitCodes.USAGE, null);
        }
        return ExitCodes.USAGE;
    }

    @Override
    public int handleExecutionException(Exception exception, CommandLine commandLine, CommandLine.ParseResult parsed) {
        return report(exception, commandLine);
    }

    /**
     * Reports any failure, errors included, and returns its exit code. A command run with
     * {@code --json} also gets the error as one JSON object on standard output, so that its
     * output always parses: {@code {"error": sentence, "exit": code}}, with {@code "index"} for a
     * notation error.
     */
    int report(Throwable failure, CommandLine commandLine) {
        PrintWriter err = commandLine.getErr();
        Throwable exception = unwrap(failure);
        String sentence;
        Integer index = null;
        if (exception instanceof NotationException notation) {
            printNotation(err, notation);
            sentence = "error: " + notation.getMessage();
            index = notation.index();
        } else if (exception instanceof CommandLine.ParameterException parameter) {
            return reportUsage(parameter, jsonRequested(commandLine));
        } else {
            sentence = sentence(exception);
            err.println(sentence);
        }
        traceIfAsked(failure, commandLine);
        err.flush();
        int exitCode = getExitCode(exception);
        if (jsonRequested(commandLine)) {
            printJson(commandLine, sentence, exitCode, index);
        }
        return exitCode;
    }

    /** Whether the command that failed was given {@code --json}. */
    private static boolean jsonRequested(CommandLine commandLine) {
        CommandLine.ParseResult parsed = commandLine.getParseResult();
        return parsed != null && parsed.hasMatchedOption("--json");
    }

    private static void printJson(CommandLine commandLine, String sentence, int exitCode, Integer index) {
        JsonLines error = JsonLines.object().with("error", sentence.startsWith("error: ")
                ? sentence.substring("error: ".length()) : sentence).with("exit", exitCode);
        if (index != null) {
            error.with("index", index);
        }
        PrintWriter out = commandLine.getOut();
        error.println(out);
        out.flush();
    }

    /** The sentence for one failure: the message of our own exceptions, a plain description of the JDK's. */
    static String sentence(Throwable exception) {
        EngineFailure engine = EngineFailure.of(exception);
        if (exception instanceof UserException || exception instanceof StandardOutput.Lost
                || exception instanceof InvalidCubeException || exception instanceof SearchGaveUpException
                || exception instanceof TierUnavailableException
                || engine == EngineFailure.TABLE_FILE || engine == EngineFailure.GAVE_UP) {
            return exception.getMessage();
        }
        if (engine == EngineFailure.TABLE_DIRECTORY) {
            return "error: " + exception.getMessage();
        }
        if (exception instanceof FileSystemException file) {
            return "error: " + fileProblem(file);
        }
        if (exception instanceof IOException io) {
            return "error: input/output failed: " + withoutTypeNames(String.valueOf(io.getMessage()));
        }
        if (exception instanceof OutOfMemoryError) {
            return "error: out of memory; give Java more with -Xmx (e.g. java -Xmx4g -jar cubelab.jar ...) "
                    + "or choose a smaller tier or search";
        }
        if (exception instanceof StackOverflowError) {
            return "error: the input is nested too deeply to process";
        }
        if (exception instanceof InterruptedException) {
            return "error: interrupted";
        }
        String message = exception.getMessage();
        return "error: an internal problem stopped the command" + (message == null || message.isBlank() ? ""
                : ": " + withoutTypeNames(message)) + " (run with --debug for details)";
    }

    private static String fileProblem(FileSystemException exception) {
        String file = exception.getFile();
        String problem;
        if (exception instanceof NoSuchFileException) {
            problem = "no such file or directory";
        } else if (exception instanceof AccessDeniedException) {
            problem = "permission denied";
        } else if (exception instanceof NotDirectoryException) {
            problem = "not a directory";
        } else if (exception instanceof FileAlreadyExistsException) {
            problem = "already exists";
        } else if (exception instanceof DirectoryNotEmptyException) {
            problem = "a directory that is not empty";
        } else {
            problem = exception.getReason() != null ? exception.getReason() : "cannot be used";
        }
        String other = exception.getOtherFile() != null ? " (and " + exception.getOtherFile() + ")" : "";
        return (file != null ? file + other + ": " : "") + problem;
    }

    private static Throwable unwrap(Throwable exception) {
        Throwable current = exception;
        while ((current instanceof CommandLine.ExecutionException || current instanceof UncheckedIOException)
                && current.getCause() != null && current.getCause() != current) {
            current = current.getCause();
        }
        return current;
    }

    /** Each long quoted argument in a message cut to an {@link Excerpt}. */
    private static String shortQuotes(String message) {
        return QUOTED.matcher(message).replaceAll(quoted -> java.util.regex.Matcher.quoteReplacement(
                "'" + Excerpt.of(quoted.group(1)) + "'"));
    }

    static String withoutTypeNames(String message) {
        return message == null ? "" : QUALIFIED_TYPE.matcher(message).replaceAll("");
    }

    /** The message, then the text around the bad character with a caret under it. */
    private static void printNotation(PrintWriter err, NotationException notation) {
        err.println("error: " + notation.getMessage());
        String text = notation.text();
        int index = Math.max(0, Math.min(notation.index(), text.length()));
        // a 100,000-character input would flood the terminal: show the part around the index
        int from = Math.max(0, index - NOTATION_WINDOW);
        int to = Math.min(text.length(), index + NOTATION_WINDOW);
        String prefix = from > 0 ? "..." : "";
        String shown = text.substring(from, to).replaceAll("\\p{Cntrl}", " ");
        err.println("  " + prefix + shown + (to < text.length() ? "..." : ""));
        err.println("  " + " ".repeat(prefix.length() + index - from) + "^");
    }

    private void traceIfAsked(Throwable failure, CommandLine commandLine) {
        if (debugFromEnvironment || DebugOption.requested(commandLine)) {
            failure.printStackTrace(commandLine.getErr());
        }
    }
}
