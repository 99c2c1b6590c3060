package cubelab.tables;

import java.io.IOException;

/**
 * What happens between a newly built table's verification and its move into place: the manifest
 * lists the new checksum beside the old one, so that a stop just before or after the move leaves
 * a table the manifest lists.
 */
@FunctionalInterface
public interface TableReplacement {

    TableReplacement NOTHING = checksum -> { };

    /** Called with the new table's checksum once its temporary file verifies, before it replaces the old. */
    void verified(String checksum) throws IOException;
}
