import SwiftUI

// kiwix-apple's shape: `LocalString` is generated at build time by a script from the catalog
// (common.button.done -> common_button_done), so no file in the tree defines it.
struct LibraryView: View {
    var body: some View {
        NavigationStack {
            List {
                Text(LocalString.library_section_title)
                Button(LocalString.common_button_done) {}
            }
            .navigationTitle(LocalString.library_navigation_title)
            .toolbar {
                Text(URL.homeDirectory(for: 1).path)
            }
        }
    }
}

// A name that some file declares is not a generated accessor, even when it spells a key.
struct Reader {
    var fileName: String
}

struct FileView: View {
    let reader: Reader
    var body: some View {
        Text(Reader.fileName)
    }
}
