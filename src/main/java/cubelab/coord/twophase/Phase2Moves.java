package cubelab.coord.twophase;

import cubelab.model.FaceTurn;

/**
 * The ten face turns that keep a cube in Kociemba's phase-2 group G1 = ⟨U, D, R2, F2, L2, B2⟩:
 * no twist, no flip, slice edges in the slice. Phase-2 tables are indexed by the position of
 * a turn in this list.
 */
public final class Phase2Moves {

    /** 10 = U, U2, U', R2, F2, D, D2, D', L2, B2 */
    public static final int COUNT = 10;

    private static final FaceTurn[] TURNS = {
        FaceTurn.U1, FaceTurn.U2, FaceTurn.U3, FaceTurn.R2, FaceTurn.F2,
        FaceTurn.D1, FaceTurn.D2, FaceTurn.D3, FaceTurn.L2, FaceTurn.B2,
    };
    private static final boolean[] IN_PHASE2 = new boolean[FaceTurn.COUNT];

    static {
        for (FaceTurn turn : TURNS) {
            IN_PHASE2[turn.ordinal()] = true;
        }
    }

    private Phase2Moves() {
    }

    /** The face turn at a phase-2 move index (0..9). */
    public static FaceTurn turn(int index) {
        return TURNS[index];
    }

    /** Whether a face turn (0..17, {@link FaceTurn} order) keeps a cube in phase 2. */
    public static boolean isPhase2Turn(int faceTurn) {
        return IN_PHASE2[faceTurn];
    }
}
