package cubelab.tables.coset;

import java.util.List;
import java.util.Optional;

/**
 * A heuristic tier backed by one coset table: {@code small} (335 MB), {@code standard}
 * (2.68 GB) and {@code large} (8.05 GB, 7.5 GiB), plus the test tables by their own names. When a
 * tier does not fit the machine, {@link #smaller()} names the one to use instead.
 */
public record CosetTier(String name, CosetTableSpec spec, String smaller) {

    public static final CosetTier SMALL = new CosetTier("small", CosetTableSpec.EO8, "korf");
    public static final CosetTier STANDARD = new CosetTier("standard", CosetTableSpec.EO12, "small");
    public static final CosetTier LARGE = new CosetTier("large", CosetTableSpec.EO8_ORDER, "standard");

    /** The tiers a user picks, smallest first. */
    public static final List<CosetTier> USER_TIERS = List.of(SMALL, STANDARD, LARGE);

    /** The tier with this name, or a test table's spec name ({@code coset-eo0}, {@code coset-eo4}). */
    public static Optional<CosetTier> named(String name) {
        for (CosetTier tier : USER_TIERS) {
            if (tier.name.equals(name)) {
                return Optional.of(tier);
            }
        }
        for (CosetTableSpec spec : CosetTableSpec.ALL) {
            if (spec.name().equals(name)) {
                return Optional.of(new CosetTier(name, spec, "korf"));
            }
        }
        return Optional.empty();
    }
}
