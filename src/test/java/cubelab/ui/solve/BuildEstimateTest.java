package cubelab.ui.solve;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.tables.TableSpec;
import cubelab.tables.Tier;
import org.junit.jupiter.api.Test;

class BuildEstimateTest {

    @Test
    void shareDoneGrowsAcrossTablesAndReachesAllEntries() throws Exception {
        Tier tier = Tier.TINY;
        BuildEstimate estimate = new BuildEstimate(tier);
        assertThat(estimate.update(tier.tables().get(0), 1)).startsWith(" · 0%");
        long total = 0;
        for (TableSpec spec : tier.tables()) {
            total += spec.entries();
        }
        TableSpec first = tier.tables().get(0);
        estimate.update(first, first.entries() - 1);
        Thread.sleep(1_050);
        String half = estimate.update(tier.tables().get(1), 0);
        assertThat(half).contains(String.format(java.util.Locale.ROOT, "%.0f%%", 100.0 * first.entries() / total))
                .contains("s left");
        for (int i = 1; i < tier.tables().size(); i++) {
            estimate.update(tier.tables().get(i), tier.tables().get(i).entries());
        }
        assertThat(estimate.update(tier.tables().get(tier.tables().size() - 1), 0)).startsWith(" · 100%");
    }
}
