package cubelab.ui.tables;

import cubelab.solve.TierTables;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TierOverview;
import cubelab.solve.tier.TierRegistry;
import cubelab.solve.tier.TierStatus;
import cubelab.ui.prefs.PreferencesStore;
import cubelab.ui.prefs.UiPreferences;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.StringProperty;
import javafx.stage.Window;

/**
 * The window's solver-tables workflow: the one-time offer of the recommended tier, the Solver
 * tables window, a build that resumes when the app is opened again, and telling the solver when
 * a tier is ready. FX thread only.
 */
public final class TablesFlow {

    /** The answers remembered in the preferences. */
    static final String ACCEPTED = "build";
    static final String DECLINED = "not now";

    private final TableBuilds builds;
    private final FastTablesPrompt prompt;
    private final PreferencesStore store;
    private final Consumer<String> notice;
    private final StringProperty status;
    private final Runnable tierReady;
    private final Supplier<Window> owner;
    private final String stylesheet;
    private TablesDialog dialog;
    private String promptAnswer = "";

    /**
     * @param tierReady called when a tier's tables are built, so the solver shows it
     * @param owner     the main window, once shown
     */
    public TablesFlow(TierTables tables, FastTablesPrompt prompt, PreferencesStore store, Consumer<String> notice,
            StringProperty status, Runnable tierReady, Supplier<Window> owner, String stylesheet) {
        this.builds = new TableBuilds(tables);
        this.prompt = prompt;
        this.store = store;
        this.notice = notice;
        this.status = status;
        this.tierReady = tierReady;
        this.owner = owner;
        this.stylesheet = stylesheet;
        builds.setListener(new TableBuilds.Listener() {
            @Override
            public void finished(SolverTier tier) {
                remember(UiPreferences::withBuildingTier, "");
                notice.accept("The " + tier.name() + " tables are ready: the next solve uses them.");
                tierReady.run();
            }

            @Override
            public void stopped(SolverTier tier, String sentence) {
                remember(UiPreferences::withBuildingTier, "");
                notice.accept(sentence);
                tierReady.run();
            }
        });
        builds.progressProperty().addListener((o, a, p) -> {
            SolverTier tier = builds.buildingProperty().get();
            if (p != null && tier != null) {
                status.set("Building the " + tier.name() + " tables: " + p.summary());
            }
        });
    }

    public TableBuilds builds() {
        return builds;
    }

    /**
     * At start-up: resumes a build the last window left running, or else offers the recommended
     * tier once when only Korf's tables are there and the machine can hold a faster one. Runs
     * {@code afterEstimates} once the estimates are known (on the first start, measured), read or not.
     */
    public void start(UiPreferences preferences, Runnable afterEstimates) {
        promptAnswer = preferences.tablesPrompt();
        String unfinished = preferences.buildingTier();
        builds.refresh(rows -> {
            afterEstimates.run();
            Optional<TierOverview> resume = rows.stream().filter(row -> row.tier().name().equals(unfinished)
                    && row.status() != TierStatus.BUILT && row.cannotBuild().isEmpty()).findFirst();
            if (resume.isPresent()) {
                notice.accept("Resuming the build of the " + unfinished + " tables where it stopped.");
                build(resume.get().tier());
                return;
            }
            if (!promptAnswer.isEmpty()) {
                return;
            }
            offer(rows).ifPresent(recommended -> prompt.offer(recommended, () -> {
                answer(ACCEPTED);
                build(recommended.tier());
            }, () -> answer(DECLINED)));
        });
    }

    /** The tier to offer: the recommended one, when no tier faster than Korf's is built. */
    static Optional<TierOverview> offer(List<TierOverview> rows) {
        boolean fasterBuilt = rows.stream().anyMatch(row -> !row.tier().equals(TierRegistry.KORF)
                && row.status() == TierStatus.BUILT);
        if (fasterBuilt) {
            return Optional.empty();
        }
        return rows.stream().filter(row -> row.recommended() && !row.tier().equals(TierRegistry.KORF)
                && row.cannotBuild().isEmpty()).findFirst();
    }

    /** Builds a tier, remembering it so that closing the app mid-build resumes it next time. */
    public void build(SolverTier tier) {
        if (builds.build(tier)) {
            remember(UiPreferences::withBuildingTier, tier.name());
            status.set("Building the " + tier.name() + " tables in the background…");
        }
    }

    /** Opens the Solver tables window. */
    public void open() {
        if (dialog == null) {
            dialog = new TablesDialog(builds, owner.get(), stylesheet);
        }
        dialog.show();
    }

    /** The tier being built now, "" when none: kept in the preferences when the window closes. */
    public String buildingTier() {
        SolverTier tier = builds.buildingProperty().get();
        return tier == null ? "" : tier.name();
    }

    public String promptAnswer() {
        return promptAnswer;
    }

    private void answer(String answer) {
        promptAnswer = answer;
        remember(UiPreferences::withTablesPrompt, answer);
    }

    /** Writes one setting at once, so a crash does not forget it. */
    private void remember(java.util.function.BiFunction<UiPreferences, String, UiPreferences> change, String value) {
        try {
            store.save(change.apply(store.load().preferences(), value));
        } catch (IOException e) {
            status.set("Could not save settings to " + store.file() + ": " + e.getMessage());
        }
    }

    public void shutdown() {
        builds.shutdown();
        if (dialog != null) {
            dialog.stage().close();
        }
    }
}
