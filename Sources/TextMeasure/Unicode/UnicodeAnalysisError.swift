internal import CUnicodeShim

/// A failure reported by ICU through CUnicodeShim: which step failed and ICU's status code.
///
/// These are not expected for valid input (the Swift layer sanitizes text and sizes every buffer
/// for the worst case); one means ICU's data is missing or memory ran out.
package struct UnicodeAnalysisError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The analysis step, for example "line breaking".
    package let operation: String
    /// ICU's `UErrorCode` value (always greater than zero).
    package let status: Int32

    /// ICU's name for the status, for example `U_MISSING_RESOURCE_ERROR`.
    package var name: String { String(cString: tfu_status_name(status)) }

    package var description: String {
        "\(operation) failed in ICU \(tfu_icu_version_major()): \(name) (\(status)); "
            + "check that ICU's data library (libicu\(tfu_icu_version_major())) is installed"
    }

    /// Throws when `status` is an ICU failure (ICU warnings are negative and pass).
    static func check(_ status: Int32, _ operation: String) throws(UnicodeAnalysisError) {
        if status > 0 {
            throw UnicodeAnalysisError(operation: operation, status: status)
        }
    }
}
