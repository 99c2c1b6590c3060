package cubelab.ui.prefs;

/** A preferences file that cannot be used; the message says why in words for the user. */
final class DamagedPreferencesException extends Exception {

    private static final long serialVersionUID = 1L;

    DamagedPreferencesException(String reason) {
        super(reason);
    }
}
