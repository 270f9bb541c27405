let before = Text("ok.before")
let broken = "never closed
let after = Text("ok.after")
func unfinished() {
    Text("unbalanced")
