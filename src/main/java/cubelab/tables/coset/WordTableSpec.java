package cubelab.tables.coset;

/**
 * What the file of a table of 2-bit entries in 64-bit words records and checks: its name, its
 * word count and the base its codes count from. The layout of entries in the words is the
 * table's own ({@link CosetTableSpec}).
 */
public interface WordTableSpec {

    String name();

    long words();

    /** Entries (for the manifest). */
    long entries();

    int base();

    default long payloadBytes() {
        return words() * Long.BYTES;
    }

    /**
     * Entries at each distance 0..B+2 and at B+3 or more, as measured by building the table
     * (builds are deterministic); empty when not yet measured. Drives a build's time estimate.
     */
    long[] expectedDistribution();
}
