package cubelab.ui.scan;

import cubelab.model.Face;
import cubelab.model.FaceletCube;
import cubelab.scan.CubeScanner;
import cubelab.scan.FaceScan;
import cubelab.scan.ScanException;
import cubelab.scan.ScanResult;
import cubelab.ui.jobs.LatestJobRunner;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.concurrent.Task;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.RowConstraints;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * Scan cube: six photos opened or dropped here are read in the background; each is shown with
 * its grid, the colour read in each sticker and the face it was decided to be, the stickers in
 * doubt outlined. A click on a sticker, or Correct in the sticker editor, opens the main window's
 * sticker editor with the cube as read; Use and solve takes a cube read without doubt.
 */
final class ScanView extends BorderPane {

    private static final int COLUMNS = 3;

    private final LatestJobRunner jobs = new LatestJobRunner("cubelab-scan");
    private final List<PhotoPane> panes = new ArrayList<>();
    private final Label status = new Label("Open six photos, or drop them here.");
    private final Button edit = new Button("Correct in the sticker editor");
    private final Button solve = new Button("Use and solve");
    private final Consumer<FaceletCube> onEdit;
    private ScanResult result;

    /**
     * @param onEdit  opens the sticker editor with a cube
     * @param onSolve uses a cube and solves it
     */
    public ScanView(Consumer<FaceletCube> onEdit, Consumer<FaceletCube> onSolve) {
        this.onEdit = onEdit;
        getStyleClass().add("scan-view");
        setId("scanView");
        Label intro = new Label(Guide.INTRO);
        intro.setWrapText(true);
        Button open = new Button("Open photos…");
        open.setId("scanOpen");
        open.setOnAction(e -> choosePhotos());
        setTop(new VBox(6, intro, open));
        setCenter(photoGrid());
        status.setId("scanStatus");
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        edit.setId("scanEdit");
        solve.setId("scanSolve");
        edit.setDisable(true);
        solve.setDisable(true);
        edit.setOnAction(e -> onEdit.accept(result.cube()));
        solve.setOnAction(e -> onSolve.accept(result.cube()));
        setBottom(new VBox(6, status, new HBox(8, edit, solve)));
        setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        setOnDragDropped(e -> {
            boolean files = e.getDragboard().hasFiles();
            if (files) {
                load(e.getDragboard().getFiles().stream().map(File::toPath).toList());
            }
            e.setDropCompleted(files);
            e.consume();
        });
    }

    /** The six photo panes, three to a row, each an equal share of the room the window leaves them. */
    private GridPane photoGrid() {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("scan-photos");
        for (int column = 0; column < COLUMNS; column++) {
            ColumnConstraints share = new ColumnConstraints();
            share.setPercentWidth(100.0 / COLUMNS);
            share.setHgrow(Priority.ALWAYS);
            grid.getColumnConstraints().add(share);
        }
        for (int row = 0; row < 6 / COLUMNS; row++) {
            RowConstraints share = new RowConstraints();
            share.setPercentHeight(100.0 * COLUMNS / 6);
            share.setVgrow(Priority.ALWAYS);
            grid.getRowConstraints().add(share);
        }
        for (Face face : Face.values()) {
            PhotoPane pane = new PhotoPane(face, this::stickerClicked);
            pane.setMaxSize(Double.MAX_VALUE, Double.MAX_VALUE);
            panes.add(pane);
            grid.add(pane, face.ordinal() % COLUMNS, face.ordinal() / COLUMNS);
        }
        return grid;
    }

    /** Reads six photos, in URFDLB order or named by face; anything else is said in the status line. */
    public void load(List<Path> photos) {
        result = null;
        edit.setDisable(true);
        solve.setDisable(true);
        if (photos.size() != 6) {
            status.setText(String.format("Six photos are needed, one per face; got %d.", photos.size()));
            return;
        }
        List<Path> ordered = PhotoOrder.inFaceOrder(photos);
        for (int i = 0; i < 6; i++) {
            // decoded in the background, so a large photo never holds up the window
            panes.get(i).showPhoto(new Image(ordered.get(i).toUri().toString(), true));
        }
        status.setText("Reading the photos…");
        Task<Reading> task = new Task<>() {
            @Override
            protected Reading call() {
                try {
                    List<FaceScan> faces = CubeScanner.readPhotos(ordered);
                    return new Reading(faces, CubeScanner.resolve(faces), null);
                } catch (ScanException e) {
                    return new Reading(List.of(), null, e.getMessage());
                }
            }
        };
        jobs.submit(task, this::show, error -> status.setText("The photos could not be read."));
    }

    /** The status line's text, for tests and the status bar. */
    String statusText() {
        return status.getText();
    }

    /** The photo panes in URFDLB order. */
    List<PhotoPane> panes() {
        return panes;
    }

    /** Stops a reading still under way. */
    public void shutdown() {
        jobs.shutdown();
    }

    private record Reading(List<FaceScan> faces, ScanResult result, String error) {
    }

    private void show(Reading reading) {
        if (reading.error() != null) {
            status.setText(capitalised(reading.error()) + ".");
            return;
        }
        result = reading.result();
        for (int i = 0; i < 6; i++) {
            panes.get(i).showScan(reading.faces().get(i), result);
        }
        edit.setDisable(false);
        solve.setDisable(!result.isCertain());
        status.setText(result.isCertain()
                ? "Every sticker read clearly: " + result.cube()
                : String.format("%d sticker%s in doubt (outlined): %s. Click one to correct it in the sticker editor.",
                        result.doubtful().size(), result.doubtful().size() == 1 ? "" : "s", result.doubtText()));
    }

    private void stickerClicked(int facelet) {
        if (result != null) {
            onEdit.accept(result.cube());
        }
    }

    private void choosePhotos() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Six photos, one per face");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Pictures", "*.png", "*.jpg", "*.jpeg",
                "*.bmp", "*.gif"));
        List<File> files = chooser.showOpenMultipleDialog(getScene() == null ? null : getScene().getWindow());
        if (files != null) {
            load(files.stream().map(File::toPath).toList());
        }
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
