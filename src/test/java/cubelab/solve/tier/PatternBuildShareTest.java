package cubelab.solve.tier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import cubelab.tables.TableSpec;
import cubelab.tables.PatternDatabaseSet;
import org.junit.jupiter.api.Test;

class PatternBuildShareTest {

    @Test
    void theShareDoneGrowsAcrossTablesByEntries() {
        PatternDatabaseSet tier = PatternDatabaseSet.TINY;
        PatternBuildShare share = new PatternBuildShare(tier);
        long total = tier.tables().stream().mapToLong(TableSpec::entries).sum();
        TableSpec first = tier.tables().get(0);

        TierBuildProgress start = share.update(first, 0, 1);
        assertThat(start.fraction()).isLessThan(0.01);
        assertThat(start.secondsLeft()).as("the estimator's to say").isNegative();

        TierBuildProgress third = share.update(first, 8, first.entries() - 1);
        assertThat(third.fraction()).isCloseTo((double) first.entries() / total, within(1e-6));
        assertThat(third.description()).startsWith(first.name() + ": depth 8");

        for (int i = 1; i < tier.tables().size(); i++) {
            share.update(tier.tables().get(i), 9, tier.tables().get(i).entries());
        }
        TierBuildProgress done = share.update(tier.tables().get(tier.tables().size() - 1), 10, 0);
        assertThat(done.fraction()).isEqualTo(1.0);
        assertThat(done.summary()).isEqualTo("100 %, finishing");
    }
}
