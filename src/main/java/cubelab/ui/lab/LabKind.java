package cubelab.ui.lab;

/** The experiments of the Algorithm Lab tab, with the label its chooser shows. */
public enum LabKind {
    SOLVERS("Solvers: IDA*, perimeter, bidirectional A* (IJARCCE 2013)"),
    STORE("Backward-store layouts (IJARCCE 2013)"),
    HEURISTICS("Heuristic mean vs nodes (Korf)"),
    TABLES("Table size vs nodes, t ≈ n/m (Korf)");

    private final String label;

    LabKind(String label) {
        this.label = label;
    }

    @Override
    public String toString() {
        return label;
    }
}
