fun Broken() {
    Text(stringResource(R.string.unclosed_key), text = "never closed
}
