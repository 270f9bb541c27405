import AppKit

func showFirstLaunch() {
    let alert = NSAlert()
    alert.messageText = String(localized: "launch.alert.title")
    alert.informativeText = String(localized: "launch.alert.message")
    alert.addButton(withTitle: String(localized: "launch.alert.move"))
    alert.runModal()
}

// Not an NSAlert's: a property of the app's own type named like one, in a file that also names
// NSAlert, keeps the generic reason unless it is `messageText`/`informativeText`.
struct Banner { var title = "" }
func banner() -> Banner {
    var banner = Banner()
    banner.title = String(localized: "launch.banner.title")
    return banner
}
