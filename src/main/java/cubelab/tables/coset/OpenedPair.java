package cubelab.tables.coset;

/**
 * A coset table and a slice-group table opened for search at once, for the searches that read
 * both (a paired tier): each checked and copied in the background ({@link OpenedTable}).
 */
public record OpenedPair(OpenedTable<CosetTable> coset, OpenedTable<SliceTable> slice) {
}
