extension Array {
    /// `Array(unsafeUninitializedCapacity:initializingWith:)`, but `[]` for a capacity of 0,
    /// without calling `initializer` (which could initialize nothing then). At capacity 0 the
    /// standard library's initializer writes the count into its one shared empty array, which
    /// ThreadSanitizer reports as a data race when two threads do it at once: measuring threads
    /// with an empty text (an empty back button title, `--jobs 4`), or two checks in one process
    /// with nothing to check. The write is of the zero already there, but the report hid any
    /// other. Use this for every array built that way.
    @inlinable
    package init(
        capacity: Int, initializingWith initializer: (inout UnsafeMutableBufferPointer<Element>, inout Int) throws -> Void
    ) rethrows {
        if capacity == 0 {
            self = []
        } else {
            try self.init(unsafeUninitializedCapacity: capacity, initializingWith: initializer)
        }
    }
}
