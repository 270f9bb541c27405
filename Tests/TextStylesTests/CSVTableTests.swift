import Testing
@testable import TextStyles

@Suite("CSV reader")
struct CSVTableTests {
    @Test func quotedFieldsCommasQuotesAndLineBreaks() throws {
        let text = "a,b,c\r\n1,\"x, y\",\"say \"\"hi\"\"\"\n# a comment\n\n2,\"two\nlines\",3\n"
        let table = try CSVTable(name: "t.csv", text: text)
        #expect(table.header == ["a", "b", "c"])
        #expect(table.rows.count == 2)
        #expect(table.rows[0]["b"] == "x, y")
        #expect(table.rows[0]["c"] == "say \"hi\"")
        #expect(table.rows[1]["b"] == "two\nlines")
        #expect(table.rows[1].line == 5)
        #expect(table.rows[1]["missing"] == "")
    }

    @Test func noTrailingNewlineAndEmptyFields() throws {
        let table = try CSVTable(name: "t.csv", text: "a,b\n,2")
        #expect(table.rows.count == 1)
        #expect(table.rows[0]["a"] == "")
        #expect(try table.rows[0].number("b") == 2)
    }

    @Test func errorsNameFileAndLine() throws {
        #expect(throws: TextStyleError.malformedTable(file: "t.csv", line: 2, reason: "a quoted field is not closed")) {
            try CSVTable(name: "t.csv", text: "a\n\"open\n")
        }
        let table = try CSVTable(name: "t.csv", text: "a\nx\n")
        #expect(throws: TextStyleError.malformedTable(file: "t.csv", line: 2, reason: "column 'a' is 'x', not a number")) {
            try table.rows[0].number("a")
        }
    }

    @Test func everyEmbeddedTableParses() throws {
        #expect(TableSource.names.count >= 8)
        for name in TableSource.names {
            let table = try CSVTable.embedded(name)
            #expect(!table.rows.isEmpty, "\(name)")
        }
    }

    @Test("Bytes, not scalars: non-ASCII fields, a quote after spaces, blank lines of spaces, a lone CR, line numbers")
    func utf8Fields() throws {
        let text = "name,value\n  \nGröße, \"a\"\"b\" \n# Kommentar, mit Komma\n\"ünï\ncödé\",x\ry\n"
        let table = try CSVTable(name: "t.csv", text: text)
        #expect(table.rows.map(\.fields) == [["Größe", "a\"b "], ["ünï\ncödé", "x\ry"]])
        #expect(table.rows.map(\.line) == [3, 5])
        #expect(table.rows[0]["value"] == "a\"b")
    }
}
