import Foundation

/// The one-key app the integration tests (the Action, the Xcode build phase, the SwiftPM plugin)
/// check: a String Catalog whose German title is `german`, and a spec whose default slot is a
/// one-line Body label `width` points wide.
enum SettingsTitleFixture {
    static func write(catalog: URL, spec: URL, german: String = "Einstellungen für Barrierefreiheit", width: Int = 120) throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "settings.title" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "\(german)" } }
                  }
                }
              },
              "version" : "1.0"
            }

            """
        try text.write(to: catalog, atomically: true, encoding: .utf8)
        let slot = #"{ "platform": "ios", "defaultSlot": { "component": "label", "style": "body", "width": \#(width), "lines": 1 } }"# + "\n"
        try slot.write(to: spec, atomically: true, encoding: .utf8)
    }
}
