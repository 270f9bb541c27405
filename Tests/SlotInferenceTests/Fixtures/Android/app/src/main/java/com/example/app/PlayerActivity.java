// The shapes of NewPipe's view code (app/src/main/java/org/schabi/newpipe).
package com.example.app;

public class PlayerActivity extends AppCompatActivity {
    /*//////////////////////////////////////////////////////////////////////////
    // Dialogs
    //////////////////////////////////////////////////////////////////////////*/

    private void confirm() {
        new AlertDialog.Builder(this)
                .setTitle(R.string.delete_title)
                .setMessage(getString(R.string.delete_message))
                .setPositiveButton(R.string.delete_action, (d, w) -> delete())
                .setNegativeButton(R.string.cancel_action, null)
                .show();
        setTitle(R.string.player_title);
        statusView.setText(R.string.status_text);
        Toast.makeText(this, R.string.saved_toast, Toast.LENGTH_SHORT).show();
        final boolean resume = prefs.getBoolean(getString(R.string.resume_key), true);
        playButton.setContentDescription(getString(R.string.play_description));
        final int id = R.string.some_id;
    }
}
