package cubelab.solve.tier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import cubelab.tables.TableSpec;
import cubelab.tables.Tier;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class BuildEstimateTest {

    @Test
    void shareDoneGrowsAcrossTablesAndTheTimeLeftFollowsTheClock() {
        Tier tier = Tier.TINY;
        AtomicLong clock = new AtomicLong(0);
        BuildEstimate estimate = new BuildEstimate(tier, clock::get);
        long total = tier.tables().stream().mapToLong(TableSpec::entries).sum();
        TableSpec first = tier.tables().get(0);

        TierBuildProgress start = estimate.update(first, 0, 1);
        assertThat(start.fraction()).isLessThan(0.01);
        assertThat(start.secondsLeft()).as("unknown this early").isNegative();

        clock.set(10_000_000_000L); // ten seconds later, the first table done
        TierBuildProgress third = estimate.update(first, 8, first.entries() - 1);
        assertThat(third.fraction()).isCloseTo((double) first.entries() / total, within(1e-6));
        assertThat(third.secondsLeft()).isCloseTo(10.0 * (1 - third.fraction()) / third.fraction(), within(0.01));
        assertThat(third.description()).startsWith(first.name() + ": depth 8");

        for (int i = 1; i < tier.tables().size(); i++) {
            estimate.update(tier.tables().get(i), 9, tier.tables().get(i).entries());
        }
        TierBuildProgress done = estimate.update(tier.tables().get(tier.tables().size() - 1), 10, 0);
        assertThat(done.fraction()).isEqualTo(1.0);
        assertThat(done.summary()).startsWith("100 %");
    }
}
