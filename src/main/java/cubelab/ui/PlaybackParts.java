package cubelab.ui;

import cubelab.ui.panel.PlaybackPanel;
import cubelab.ui.playback.Playback;

/** A loaded solution and the Playback card that shows it and its summary line. */
record PlaybackParts(Playback playback, PlaybackPanel panel) {
}
