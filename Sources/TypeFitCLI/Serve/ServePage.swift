import Foundation

/// The page `typefit serve` answers `GET /` with: one self-contained HTML file (inline CSS and
/// script, nothing fetched but `/measure`, `/table` and `/keys`).
enum ServePage {
    static let data = Data(html.utf8)

    static let html = """
        <!doctype html><html><body><textarea id="text">Settings</textarea></body></html>
        """
}
