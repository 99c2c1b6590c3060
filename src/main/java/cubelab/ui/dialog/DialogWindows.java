package cubelab.ui.dialog;

import java.util.Map;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/**
 * Every window the main window opens (About, the keyboard shortcuts, a message, Solver tables)
 * is made here, so all behave alike: owned by the main window and centred on it, never larger
 * than the screen's free area and never off it (its title bar stays reachable at 1024×700), a
 * Close button that has the focus, Esc closes it, and the main window's shortcuts (Ctrl+Q, F1,
 * Ctrl+T…) work while it has the focus. Not modal: a modal window would block the cube, and on
 * some window managers a modal child makes its maximised owner give up its maximised state.
 */
public final class DialogWindows {

    /** Room left around a window for its frame and title bar, which the stage's size leaves out. */
    public static final double FRAME = 40;
    /** A message's text wraps at this width, or the main window's width if that is smaller. */
    static final double TEXT_WIDTH = 520;

    private DialogWindows() {
    }

    /**
     * A window showing {@code content} above a Close button (id {@code dialogClose}).
     */
    public static Stage window(Window owner, String title, Parent content, String... stylesheets) {
        Stage stage = new Stage();
        if (owner != null) {
            stage.initOwner(owner);
        }
        stage.initModality(Modality.NONE);
        stage.setTitle(title);
        Button close = new Button("Close");
        close.setId("dialogClose");
        close.setCancelButton(true);
        close.setOnAction(e -> stage.close());
        HBox buttons = new HBox(close);
        buttons.setAlignment(Pos.CENTER_RIGHT);
        buttons.setPadding(new Insets(8, 16, 12, 16));
        buttons.getStyleClass().add("dialog-buttons");
        BorderPane root = new BorderPane(content);
        root.setBottom(buttons);
        root.getStyleClass().add("dialog-window");
        Scene scene = new Scene(root);
        scene.getStylesheets().addAll(stylesheets);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().addAll(owner.getScene().getStylesheets());
            if (owner.getScene().getRoot() != null) {
                scene.getStylesheets().addAll(owner.getScene().getRoot().getStylesheets());
            }
        }
        stage.setScene(scene);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                stage.close();
                e.consume();
            } else if (owner != null && runOwnerShortcut(owner, e)) {
                e.consume();
            }
        });
        stage.addEventHandler(WindowEvent.WINDOW_SHOWING, e -> fit(stage, owner));
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> {
            place(stage, owner);
            close.requestFocus();
            // once more after the first layout: the size the window took from its content is
            // known only then, and centring needs it
            Platform.runLater(() -> place(stage, owner));
        });
        // a window that grows (rows added while it shows) stays on the screen
        stage.heightProperty().addListener((o, a, b) -> keepOnScreen(stage, owner));
        stage.widthProperty().addListener((o, a, b) -> keepOnScreen(stage, owner));
        return stage;
    }

    /** A window with a few lines of text, wrapped to the main window's width. */
    public static Stage message(Window owner, String title, String text, String... stylesheets) {
        Label heading = new Label(title);
        heading.getStyleClass().add("dialog-heading");
        Label body = wrapped(owner, text);
        body.setId("dialogText");
        VBox content = new VBox(10, heading, body);
        content.setPadding(new Insets(16));
        return window(owner, title, content, stylesheets);
    }

    /** A label that wraps at {@link #TEXT_WIDTH}, or narrower in a narrow main window. */
    public static Label wrapped(Window owner, String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.setPrefWidth(textWidth(owner));
        label.setMinHeight(Label.USE_PREF_SIZE);
        return label;
    }

    /** How wide a message's text may be beside this main window: never wider than it or the screen. */
    public static double textWidth(Window owner) {
        double room = TEXT_WIDTH;
        if (owner != null && owner.getWidth() > 0) {
            room = Math.min(room, owner.getWidth() - 2 * FRAME);
        }
        return Math.max(200, Math.min(room, screenOf(owner).getWidth() - 2 * FRAME));
    }

    /**
     * Where a window of this size goes: centred on its owner, then moved (and if need be shrunk)
     * into the screen's free area, top-left first so that the title bar stays on screen.
     */
    static Rectangle2D placement(Rectangle2D owner, double width, double height, Rectangle2D screen) {
        double w = Math.min(width, screen.getWidth());
        double h = Math.min(height, screen.getHeight());
        double x = owner.getMinX() + (owner.getWidth() - w) / 2;
        double y = owner.getMinY() + (owner.getHeight() - h) / 2;
        x = Math.max(screen.getMinX(), Math.min(x, screen.getMaxX() - w));
        y = Math.max(screen.getMinY(), Math.min(y, screen.getMaxY() - h));
        return new Rectangle2D(x, y, w, h);
    }

    /** The free area (without panels and docks) of the screen the window is on, or the primary one's. */
    public static Rectangle2D screenOf(Window window) {
        if (window != null && window.getWidth() > 0 && !Double.isNaN(window.getX())) {
            var screens = Screen.getScreensForRectangle(window.getX(), window.getY(), window.getWidth(),
                    window.getHeight());
            if (!screens.isEmpty()) {
                return screens.get(0).getVisualBounds();
            }
        }
        return Screen.getPrimary().getVisualBounds();
    }

    /** Before the window first shows: its size capped at the screen's, and its place. */
    private static void fit(Stage stage, Window owner) {
        Rectangle2D screen = screenOf(owner);
        stage.setMaxWidth(screen.getWidth());
        stage.setMaxHeight(screen.getHeight());
        Parent root = stage.getScene().getRoot();
        root.applyCss();
        // The window sizes itself to its content as it shows; it is given a size here only where
        // its content is larger than the screen: content measured this early (skins and fonts not
        // yet laid out under a real window manager) can come out far too small to size it by.
        double width = root.prefWidth(-1);
        if (width > screen.getWidth() - FRAME) {
            stage.setWidth(screen.getWidth() - FRAME);
        }
        if (root.prefHeight(Math.min(width, screen.getWidth() - FRAME)) > screen.getHeight() - 2 * FRAME) {
            stage.setHeight(screen.getHeight() - FRAME);
        }
        place(stage, owner);
    }

    /** Centres the window on its owner, inside the screen's free area. */
    public static void place(Stage stage, Window owner) {
        Rectangle2D screen = screenOf(owner);
        Rectangle2D over = owner == null || owner.getWidth() <= 0 ? screen
                : new Rectangle2D(owner.getX(), owner.getY(), owner.getWidth(), owner.getHeight());
        Rectangle2D at = placement(over, stage.getWidth(), stage.getHeight(), screen);
        stage.setX(at.getMinX());
        stage.setY(at.getMinY());
    }

    private static void keepOnScreen(Stage stage, Window owner) {
        if (!stage.isShowing() || Double.isNaN(stage.getX())) {
            return;
        }
        Rectangle2D screen = screenOf(owner);
        if (stage.getHeight() > screen.getHeight()) {
            stage.setHeight(screen.getHeight());
        }
        if (stage.getWidth() > screen.getWidth()) {
            stage.setWidth(screen.getWidth());
        }
        Rectangle2D at = placement(new Rectangle2D(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight()),
                stage.getWidth(), stage.getHeight(), screen);
        if (at.getMinX() != stage.getX()) {
            stage.setX(at.getMinX());
        }
        if (at.getMinY() != stage.getY()) {
            stage.setY(at.getMinY());
        }
    }

    /**
     * Runs the owner's shortcut (a menu accelerator such as Ctrl+Q or F1) for this key, as the
     * main window would; false when the key is none of them.
     */
    private static boolean runOwnerShortcut(Window owner, KeyEvent e) {
        Scene scene = owner.getScene();
        if (scene == null) {
            return false;
        }
        for (Map.Entry<KeyCombination, Runnable> shortcut : scene.getAccelerators().entrySet()) {
            if (shortcut.getKey().match(e)) {
                shortcut.getValue().run();
                return true;
            }
        }
        return false;
    }
}
