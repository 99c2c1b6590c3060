package cubelab.tables;

import cubelab.support.TestVectors;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The full tables' distributions against the independently computed ones. */
@Tag("slow")
class FullTablesSlowTest {

    @ParameterizedTest
    @ValueSource(strings = {"corners", "edges6-UR-UF-UL-UB-FR-FL", "edges6-UR-UF-UL-UB-DR-DF", "edges7-UR-UF-UL-UB-DR-DF-DL"})
    void distributionMatchesTestData(String name) throws Exception {
        PatternDatabase table = new PatternDatabaseBuilder(2, BuildListener.NONE).build(TableSpec.parse(name));
        assertThat(table.distribution()).containsExactly(TestVectors.distribution(name));
    }

    @org.junit.jupiter.api.Test
    void korfComplementHasKorfsDistribution() throws Exception {
        PatternDatabase table = new PatternDatabaseBuilder(2, BuildListener.NONE)
                .build(TableSpec.parse("edges6-DR-DF-DL-DB-BL-BR"));
        assertThat(table.distribution()).containsExactly(TestVectors.distribution("edges6-UR-UF-UL-UB-FR-FL"));
    }
}
