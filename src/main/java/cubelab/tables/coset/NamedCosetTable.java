package cubelab.tables.coset;

/**
 * One coset table: the name users know it by and its layout. The tiers built on these tables
 * ({@code small}, {@code standard}, {@code large} and the test tables) are the solve layer's,
 * listed once in its tier registry, which also picks a smaller one when a tier does not fit the
 * machine.
 */
public record NamedCosetTable(String name, CosetTableSpec spec) {
}
