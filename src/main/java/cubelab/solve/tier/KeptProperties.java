package cubelab.solve.tier;

import cubelab.common.AtomicFiles;
import cubelab.tables.TemporaryFiles;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * A small properties file of what this machine measured (its speed, the rates searches and builds
 * ran at), kept beside the tables. Written whole to a temporary file and moved into place, so a
 * reader never sees half a file; read leniently, since a lost figure is only measured again.
 */
final class KeptProperties {

    private KeptProperties() {
    }

    /** Far more than the figures kept take. */
    private static final long MAX_BYTES = 1 << 20;

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return Long.MAX_VALUE;
        }
    }

    /** The file's entries, sorted by key; empty when it is missing or cannot be read. */
    static Map<String, String> read(Path file) {
        Map<String, String> entries = new TreeMap<>();
        if (!Files.isRegularFile(file) || size(file) > MAX_BYTES) {
            return entries; // a pipe or device there would block or never end: never opened, measured again
        }
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        } catch (IOException | IllegalArgumentException | UncheckedIOException e) {
            return entries; // missing or unreadable: measured again
        }
        properties.stringPropertyNames().forEach(key -> entries.put(key, properties.getProperty(key).trim()));
        return entries;
    }

    /**
     * Replaces the file with {@code entries}; false when it cannot be written (the figures then
     * stay in memory and are measured again next time).
     */
    static boolean write(Path file, Map<String, String> entries, String comment) {
        Properties properties = new Properties();
        entries.forEach(properties::setProperty);
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Path temporary = TemporaryFiles.createFor(file);
            try (Writer out = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
                properties.store(out, comment);
            }
            AtomicFiles.moveIntoPlace(temporary, file);
            return true;
        } catch (IOException | UncheckedIOException e) {
            return false;
        }
    }
}
