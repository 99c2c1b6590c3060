package cubelab.cli;

import com.fasterxml.jackson.jr.ob.JSON;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * JSON Lines output (one object per line) for every command's {@code --json}, written by
 * jackson-jr so that any input text, however hostile, is escaped correctly. Fields keep the
 * order they were added in.
 */
final class JsonLines {

    private final Map<String, Object> fields = new LinkedHashMap<>();

    private JsonLines() {
    }

    /** A new object. */
    public static JsonLines object() {
        return new JsonLines();
    }

    /** Adds a field: a string, number, boolean, list or map. */
    public JsonLines with(String name, Object value) {
        fields.put(name, value);
        return this;
    }

    /** The object as one line of JSON. */
    @Override
    public String toString() {
        try {
            return JSON.std.asString(fields);
        } catch (IOException e) {
            // only strings, numbers, booleans and collections of them are ever added
            throw new UncheckedIOException("JSON output failed", e);
        }
    }

    /** Prints the object as one line. */
    public void println(PrintWriter out) {
        out.println(this);
    }
}
