package cubelab.tables.coset;

/**
 * A heuristic tier backed by one coset table: a name users know and the table's layout. The
 * tiers themselves ({@code small}, {@code standard}, {@code large} and the test tables) are
 * listed once, in the solve layer's tier registry, which also picks a smaller one when a tier
 * does not fit the machine.
 */
public record CosetTier(String name, CosetTableSpec spec) {
}
