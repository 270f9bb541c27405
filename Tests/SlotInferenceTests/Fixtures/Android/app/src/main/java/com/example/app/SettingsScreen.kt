// The shapes of nowinandroid's Compose screens (github.com/android/nowinandroid, feature/*/impl).
package com.example.app

import androidx.compose.material3.*
import com.example.app.R.string

@Composable
fun SettingsScreen(onBack: () -> Unit, snackbarHostState: SnackbarHostState) {
    val undoText = stringResource(id = R.string.undo_action)
    val removed = stringResource(R.string.item_removed)
    val description = stringResource(R.string.unread_dot_description)
    LaunchedEffect(Unit) {
        snackbarHostState.showSnackbar(message = removed, actionLabel = undoText)
    }
    Canvas(modifier = Modifier.semantics { contentDescription = description }) {}
    CenterAlignedTopAppBar(
        title = { Text(text = stringResource(id = R.string.settings_title)) },
        navigationIcon = {
            IconButton(onClick = onBack) {
                Icon(imageVector = Icons.Back, contentDescription = stringResource(string.back_description))
            }
        },
    )
    Column {
        Text(
            text = stringResource(R.string.settings_summary),
            maxLines = 2,
            overflow = TextOverflow.Ellipsis,
            style = MaterialTheme.typography.titleMedium,
            modifier = Modifier.padding(8.dp).width(120.dp),
        )
        Text(if (true) { stringResource(R.string.branch_text, "a") } else { "" })
        SectionTitle(text = stringResource(R.string.theme_section))
        TextButton(onClick = onBack) {
            Row {
                Text(stringResource(R.string.done_action), fontSize = 15.sp)
            }
        }
        val label = "Don't \"$undoText\" ${"}"}" + """raw "quoted" ${'$'}x""" + '"'.toString()
        Text(
            buildAnnotatedString {
                append(stringResource(R.string.annotated_part))
            },
        )
        NiaLoadingWheel(contentDesc = stringResource(R.string.loading_description))
        Helper(stringResource(R.string.not_shown_anywhere))
    }
    NavigationBar {
        NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { Text(stringResource(R.string.tab_home)) })
    }
}

@Composable
private fun SectionTitle(text: String) {
    Text(
        text = text,
        style = MaterialTheme.typography.titleMedium,
        maxLines = 1,
    )
}

class LegacyFragment : Fragment() {
    fun bind(binding: FragmentBinding) {
        binding.emptyText.text = getString(R.string.empty_text)
        MaterialAlertDialogBuilder(requireContext())
            .setTitle(R.string.rename_title)
            .show()
    }
}
