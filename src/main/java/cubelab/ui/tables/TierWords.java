package cubelab.ui.tables;

import cubelab.solve.tier.Durations;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TierOverview;
import cubelab.solve.tier.TierRegistry;
import cubelab.solve.tier.TierStatus;

/**
 * What each tier gives, in the words of someone choosing one; how it is made (the tier's summary:
 * the tables' design and whose it is) waits behind the Solver tables window's Details.
 */
final class TierWords {

    private TierWords() {
    }

    /** Per cent figures keep their sign by a no-break space: a wrapped row had left "3" and "%" on two lines. */
    static String gives(SolverTier tier) {
        if (tier.equals(TierRegistry.KORF)) {
            return "Built on the first start. Enough for scrambles of up to about 16 moves; a random cube takes hours.";
        }
        if (tier.equals(TierRegistry.SMALL)) {
            return "A step up from Korf's for a third of a gigabyte.";
        }
        if (tier.equals(TierRegistry.STANDARD)) {
            return "Solves a typical random cube in seconds.";
        }
        if (tier.equals(TierRegistry.DIAGONALS)) {
            return "Standard's tables cut finer: about a tenth faster, for 7\u00a0% more memory.";
        }
        if (tier.equals(TierRegistry.LARGE)) {
            return "Faster again, for a machine with 8 GB of memory to spare.";
        }
        if (tier.equals(TierRegistry.EARLIER_LARGE)) {
            return "The large tables of an earlier version. They still solve, but the new large tables search about"
                    + " a quarter fewer positions: build large, then delete these.";
        }
        if (tier.equals(TierRegistry.EARLIER_DIAGONALS)) {
            return "The diagonals tables of an earlier version. They solve as fast, but the new diagonals tables hold"
                    + " the same in 3\u00a0% less memory: build diagonals, then delete these.";
        }
        if (tier.equals(TierRegistry.HUGE)) {
            return "The large tables and a second table beside them: fewer positions searched, for 16 GB of memory.";
        }
        return tier.summary();
    }

    /**
     * The Build here column: the time a build takes here (of what is left, for a paused one), or a
     * dash for an earlier version's tables, which are never built again.
     */
    static String buildTime(TierOverview overview) {
        if (TierRegistry.retired(overview.tier())) {
            return "–";
        }
        return overview.buildLeft().describe() + (overview.status() == TierStatus.PAUSED ? " more" : "");
    }

    /** The question Delete asks: what it frees, and what building again would take here. */
    static String deleteQuestion(TierOverview overview) {
        SolverTier tier = overview.tier();
        String freed = "Delete the " + tier.name() + " tables? This frees " + Durations.bytes(tier.diskBytes());
        if (TierRegistry.retired(tier)) {
            return freed + "; they are not built again: the " + TierRegistry.successor(tier).name()
                    + " tables replace them.";
        }
        return freed + "; building them again takes " + overview.build().describe() + " here.";
    }
}
