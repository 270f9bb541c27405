import SwiftUI

// Tokens that fool a scanner reading text instead of tokens. Line numbers are asserted by
// TokenizerTests: edit with care.
let rawNotAKey = #"Text("raw.not.a.key") \(x) "#
let multiNotAKey = """
    Text("multiline.not.a.key")
    \(value) and "quotes"
    """
let slash = "a // not a comment" + "/* nor this */"

struct TrickyView: View {
    var dict: [String: String]
    var body: some View {
        VStack {
            Text(#"raw.key"#)
            Text("quote \"inside\" key")
            Text("""
                multi.line.key
                """)
            Text("path \(dict["a"] ?? "/* no */") end")
            Text("after.tricky")
                .font(
                    .title2
                )
                .lineLimit(
                    3
                )
            Text(##"hash \#(x) \##(y)"##)
        }
    }
}
