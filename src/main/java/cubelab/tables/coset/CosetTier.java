package cubelab.tables.coset;

/**
 * A heuristic tier backed by one coset table: {@code small} (335 MB), {@code standard}
 * (2.68 GB) and {@code large} (8.05 GB, 7.5 GiB), plus the test tables by their own names. Which
 * tier to use when one does not fit the machine is the solve layer's tier registry's choice.
 */
public record CosetTier(String name, CosetTableSpec spec) {

    public static final CosetTier SMALL = new CosetTier("small", CosetTableSpec.EO8);
    public static final CosetTier STANDARD = new CosetTier("standard", CosetTableSpec.EO12);
    public static final CosetTier LARGE = new CosetTier("large", CosetTableSpec.EO8_ORDER);
}
