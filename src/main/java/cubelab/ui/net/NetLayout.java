package cubelab.ui.net;

import cubelab.model.Facelets;

/** Pure layout of the unfolded cube: U on top, L F R B in a row, D below F, in 12 × 9 cells. */
final class NetLayout {

    public static final int COLUMNS = 12;
    public static final int ROWS = 9;

    private NetLayout() {
    }

    /** {column, row} of a facelet's cell. */
    public static int[] cell(int facelet) {
        int[] origin = switch (Facelets.face(facelet)) {
            case U -> new int[] {3, 0};
            case L -> new int[] {0, 3};
            case F -> new int[] {3, 3};
            case R -> new int[] {6, 3};
            case B -> new int[] {9, 3};
            case D -> new int[] {3, 6};
        };
        int k = facelet % 9;
        return new int[] {origin[0] + k % 3, origin[1] + k / 3};
    }
}
